import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { PublicConfig } from '@tend/contracts';
import { CONFIG } from '@tend/platform';
import { Public } from '../../auth/auth.decorators';
import { eligibilityEnabled, type GatewayConfig } from '../../config/gateway-env';
import { jsonSchema } from '../../http/openapi';
import { CoachStatus } from '../coach/coach-status';

@ApiTags('config')
@Controller('api/config')
export class PublicConfigController {
  constructor(
    @Inject(CONFIG) private readonly config: GatewayConfig,
    private readonly coach: CoachStatus,
  ) {}

  @Public()
  @Get()
  @ApiOkResponse({ schema: jsonSchema(PublicConfig) })
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
