import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareCircleHealthRpc, type RpcPayload } from '@tend/contracts';
import { VisitSummaryService } from './visit-summary.service';

type Rpc = typeof CareCircleHealthRpc;

@Controller()
export class VisitSummaryController {
  constructor(private readonly summaries: VisitSummaryService) {}

  @MessagePattern(CareCircleHealthRpc.visitSummary.pattern)
  get(@Payload() { userId, recipientId }: RpcPayload<Rpc['visitSummary']>) {
    return this.summaries.get(userId, recipientId);
  }

  @MessagePattern(CareCircleHealthRpc.setVisitQuestions.pattern)
  setQuestions(@Payload() r: RpcPayload<Rpc['setVisitQuestions']>) {
    return this.summaries.setQuestions(r.userId, r.recipientId, r.questions);
  }

  @MessagePattern(CareCircleHealthRpc.shareVisitSummary.pattern)
  share(@Payload() { userId, recipientId }: RpcPayload<Rpc['shareVisitSummary']>) {
    return this.summaries.share(userId, recipientId);
  }

  @MessagePattern(CareCircleHealthRpc.listVisitSummaryLinks.pattern)
  links(@Payload() { userId, recipientId }: RpcPayload<Rpc['listVisitSummaryLinks']>) {
    return this.summaries.links(userId, recipientId);
  }

  @MessagePattern(CareCircleHealthRpc.revokeVisitSummaryLink.pattern)
  revoke(@Payload() r: RpcPayload<Rpc['revokeVisitSummaryLink']>) {
    return this.summaries.revoke(r.userId, r.recipientId, r.linkId);
  }

  @MessagePattern(CareCircleHealthRpc.sharedVisitSummary.pattern)
  shared(@Payload() { token }: RpcPayload<Rpc['sharedVisitSummary']>) {
    return this.summaries.shared(token);
  }
}
