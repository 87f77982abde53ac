import { Module } from '@nestjs/common';
import { CareProfileController } from './care-profile.controller';
import { EligibilityController } from './eligibility.controller';
import { OneClickUnsubscribeParser } from './one-click-unsubscribe.parser';
import { UnsubscribeController } from './unsubscribe.controller';

/** The HTTP routes of care-profile: thin controllers that validate, check the caller and call it over RPC. */
@Module({
  controllers: [CareProfileController, EligibilityController, UnsubscribeController],
  providers: [OneClickUnsubscribeParser],
})
export class CareProfileRoutesModule {}
