import { Controller, Get, Inject, NotFoundException } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { CareProfileRpc, EligibilityResult } from '@tend/contracts';
import { CONFIG, RpcClient } from '@tend/platform';
import { z } from 'zod';
import { CurrentCaller } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { eligibilityEnabled, type GatewayConfig } from '../../config/gateway-env';
import { errorBody } from '../../http/error-body';
import { jsonSchema } from '../../http/openapi';

@ApiTags('care-profile')
@Controller('api')
export class EligibilityController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** The caller's stored results; there is no such call while the eligibility features are off. */
  @Get('eligibility')
  @ApiOkResponse({ schema: jsonSchema(z.array(EligibilityResult)) })
  results(@CurrentCaller() caller: Caller) {
    if (!eligibilityEnabled(this.config))
      throw new NotFoundException(errorBody(404, 'The eligibility checker is not available.'));
    return this.rpc.call(CareProfileRpc.listEligibilityResults, { userId: caller.userId });
  }
}
