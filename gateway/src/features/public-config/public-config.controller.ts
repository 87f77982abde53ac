import { Controller, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PublicConfig } from '@tend/contracts';
import { CONFIG } from '@tend/platform';
import { Public } from '../../auth/auth.decorators';
import { eligibilityEnabled, type GatewayConfig } from '../../config/gateway-env';
import { Route } from '../../http/routes/route.decorator';
import { CoachStatus } from '../coach/coach-status';

@ApiTags('config')
@Controller()
export class PublicConfigController {
  constructor(
    @Inject(CONFIG) private readonly config: GatewayConfig,
    private readonly coach: CoachStatus,
  ) {}

  @Public()
  @Route('getPublicConfig')
  async get(): Promise<PublicConfig> {
    return {
      eligibilityEnabled: eligibilityEnabled(this.config),
      analyticsMeasurementId: this.config.ANALYTICS_MEASUREMENT_ID || null,
      supportEmail: this.config.SUPPORT_EMAIL,
      maxUploadMb: this.config.MAX_UPLOAD_MB,
      coachOffline: await this.coach.offline(),
    };
  }
}
