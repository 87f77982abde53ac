import { Controller, Inject, NotFoundException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CareProfileRpc } from '@tend/contracts';
import { CONFIG, RpcClient } from '@tend/platform';
import { CurrentCaller } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { eligibilityEnabled, type GatewayConfig } from '../../config/gateway-env';
import { errorBody } from '../../http/error-body';
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

  private requireEnabled(): void {
    if (!eligibilityEnabled(this.config))
      throw new NotFoundException(errorBody(404, 'The eligibility checker is not available.'));
  }
}
