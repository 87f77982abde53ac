import { Controller, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CoachRpc, type CrisisReferralsQuery } from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { RequireRole } from '../../auth/auth.decorators';
import { Route } from '../../http/routes/route.decorator';

/** Counts of crisis referrals by month, kind and level (no words, no one's id): the yearly report. */
@ApiTags('admin')
@Controller()
@RequireRole('super_admin')
export class CrisisReferralsController {
  constructor(private readonly rpc: RpcClient) {}

  @Route('crisisReferrals')
  list(@Query() query: CrisisReferralsQuery) {
    return this.rpc.call(CoachRpc.crisisReferrals, query);
  }
}
