import { Module } from '@nestjs/common';
import { CareProfileForwards } from './care-profile.forwards';
import { EligibilityController } from './eligibility.controller';
import { OneClickUnsubscribeParser } from './one-click-unsubscribe.parser';

/** The HTTP routes of care-profile: forwarded, but the eligibility ones, which have a switch. */
@Module({
  controllers: [CareProfileForwards, EligibilityController],
  providers: [OneClickUnsubscribeParser],
})
export class CareProfileRoutesModule {}
