import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { AssessmentRpc, type RpcPayload } from '@tend/contracts';
import { AssessmentsService } from './assessments.service';

@Controller()
export class AssessmentsController {
  constructor(private readonly assessments: AssessmentsService) {}

  @MessagePattern(AssessmentRpc.submit.pattern)
  submit(
    @Payload()
    { userId, responses, eligibilityEnabled }: RpcPayload<typeof AssessmentRpc.submit>,
  ) {
    return this.assessments.submit(userId, responses, eligibilityEnabled);
  }

  @MessagePattern(AssessmentRpc.list.pattern)
  list(@Payload() { userId }: RpcPayload<typeof AssessmentRpc.list>) {
    return this.assessments.history(userId);
  }

  @MessagePattern(AssessmentRpc.get.pattern)
  get(@Payload() { userId, assessmentId }: RpcPayload<typeof AssessmentRpc.get>) {
    return this.assessments.get(userId, assessmentId);
  }

  @MessagePattern(AssessmentRpc.latest.pattern)
  latest(@Payload() { userId }: RpcPayload<typeof AssessmentRpc.latest>) {
    return this.assessments.latest(userId);
  }
}
