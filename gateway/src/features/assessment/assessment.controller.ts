import { Body, Controller, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { AssessmentRpc, SubmitAssessmentBody } from '@tend/contracts';
import { CONFIG, RpcClient } from '@tend/platform';
import { CurrentCaller } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { eligibilityEnabled, type GatewayConfig } from '../../config/gateway-env';
import { RateLimit } from '../../http/rate-limit.guard';
import { Route } from '../../http/routes/route.decorator';

/**
 * Submitting a burden check-in (scored in the service): handwritten, as its request carries the
 * gateway's eligibility setting. The history is forwarded (assessment.forwards.ts).
 */
@ApiTags('assessments')
@Controller()
export class AssessmentController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Route('submitAssessment')
  @RateLimit({ name: 'assessment-submit', limit: 30, windowSeconds: 3600, by: 'user' })
  submit(@CurrentCaller() caller: Caller, @Body() body: z.infer<typeof SubmitAssessmentBody>) {
    return this.rpc.call(AssessmentRpc.submit, {
      userId: caller.userId,
      responses: body.responses,
      eligibilityEnabled: eligibilityEnabled(this.config),
    });
  }
}
