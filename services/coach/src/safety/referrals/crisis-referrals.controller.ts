import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CoachRpc, type RpcPayload } from '@tend/contracts';
import { CrisisReferralsService } from './crisis-referrals.service';

/** The counts of crisis referrals, for super administrators' yearly report. */
@Controller()
export class CrisisReferralsController {
  constructor(private readonly referrals: CrisisReferralsService) {}

  @MessagePattern(CoachRpc.crisisReferrals.pattern)
  list(@Payload() p: RpcPayload<typeof CoachRpc.crisisReferrals>) {
    return this.referrals.list(p);
  }
}
