import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareProfileRpc, type RpcPayload } from '@tend/contracts';
import { EligibilityService } from './eligibility.service';

@Controller()
export class EligibilityController {
  constructor(private readonly eligibility: EligibilityService) {}

  @MessagePattern(CareProfileRpc.listEligibilityResults.pattern)
  list(@Payload() { userId }: RpcPayload<typeof CareProfileRpc.listEligibilityResults>) {
    return this.eligibility.list(userId);
  }

  @MessagePattern(CareProfileRpc.latestEligibilityAnswers.pattern)
  async latestAnswers(
    @Payload() { userId }: RpcPayload<typeof CareProfileRpc.latestEligibilityAnswers>,
  ) {
    return { answers: await this.eligibility.latestAnswers(userId) };
  }

  @MessagePattern(CareProfileRpc.recordEligibility.pattern)
  record(@Payload() { userId, data }: RpcPayload<typeof CareProfileRpc.recordEligibility>) {
    return this.eligibility.record(userId, data);
  }
}
