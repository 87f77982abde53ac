import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from './auth/auth.guard';
import { SessionVerifier } from './auth/session-verifier';
import { AssessmentRoutesModule } from './features/assessment/assessment.routes.module';
import { DataExportController } from './features/account/data-export.controller';
import { AuthController } from './features/auth/auth.controller';
import { AccountDeletionsForwards, AuthForwards } from './features/auth/auth.forwards';
import { CareCircleRoutesModule } from './features/care-circle/care-circle.routes.module';
import { CareProfileRoutesModule } from './features/care-profile/care-profile.routes.module';
import { EligibilityDataHandOver } from './features/care-profile/eligibility-data.guard';
import { CoachRoutesModule } from './features/coach/coach.routes.module';
import { DiscoveryRoutesModule } from './features/discovery/discovery.routes.module';
import { NotificationsRoutesModule } from './features/notifications/notifications.routes.module';
import { PublicConfigController } from './features/public-config/public-config.controller';
import { RateLimitGuard } from './http/rate-limit.guard';
import { RequestLimits } from './http/request-limits';
import { UploadBodyParser } from './http/upload-body-parser';

@Module({
  imports: [
    CareProfileRoutesModule,
    AssessmentRoutesModule,
    NotificationsRoutesModule,
    CoachRoutesModule,
    DiscoveryRoutesModule,
    CareCircleRoutesModule,
  ],
  controllers: [
    PublicConfigController,
    AuthController,
    AuthForwards,
    AccountDeletionsForwards,
    DataExportController,
  ],
  providers: [
    SessionVerifier,
    RequestLimits,
    UploadBodyParser,
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    // Every signed-in request may carry the eligibility answers; handed over once the caller is known.
    { provide: APP_GUARD, useClass: EligibilityDataHandOver },
  ],
})
export class GatewayModule {}
