import { Body, Controller, Inject, NotFoundException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CareProfileRpc,
  NotificationsRpc,
  type EmailEligibilityResultsBody,
} from '@tend/contracts';
import { CONFIG, RpcClient } from '@tend/platform';
import { CurrentCaller, Public } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { eligibilityEnabled, type GatewayConfig } from '../../config/gateway-env';
import { Client, type ClientInfo } from '../../http/client-info';
import { errorBody } from '../../http/error-body';
import { RateLimit } from '../../http/rate-limit.guard';
import { Route } from '../../http/routes/route.decorator';

@ApiTags('care-profile')
@Controller()
export class EligibilityController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** The caller's stored results; there is no such call while the eligibility features are off. */
  @Route('listEligibilityResults')
  results(@CurrentCaller() caller: Caller) {
    this.requireEnabled();
    return this.rpc.call(CareProfileRpc.listEligibilityResults, { userId: caller.userId });
  }

  /** The answers of the caller's latest check, for onboarding in a browser that never held them. */
  @Route('latestEligibilityAnswers')
  latestAnswers(@CurrentCaller() caller: Caller) {
    this.requireEnabled();
    return this.rpc.call(CareProfileRpc.latestEligibilityAnswers, { userId: caller.userId });
  }

  /**
   * A visitor's results, e-mailed once to the address she gives (notifications keeps no record of
   * it once sent). Open to anyone, so counted per client here and per address by notifications.
   */
  @Public()
  @Route('emailEligibilityResults')
  @RateLimit({ name: 'eligibility-email', limit: 10, windowSeconds: 3600, by: 'ip' })
  emailResults(@Body() body: EmailEligibilityResultsBody, @Client() client: ClientInfo) {
    this.requireEnabled();
    return this.rpc.call(NotificationsRpc.emailEligibilityResults, {
      ...body,
      clientIp: client.ip.slice(0, 64),
    });
  }

  private requireEnabled(): void {
    if (!eligibilityEnabled(this.config))
      throw new NotFoundException(errorBody(404, 'The eligibility checker is not available.'));
  }
}
