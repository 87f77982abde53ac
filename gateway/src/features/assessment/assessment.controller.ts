import { Body, Controller, Inject, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { AssessmentRpc, SubmitAssessmentBody } from '@tend/contracts';
import { CONFIG, RpcClient } from '@tend/platform';
import { CurrentCaller } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { eligibilityEnabled, type GatewayConfig } from '../../config/gateway-env';
import { errorBody } from '../../http/error-body';
import { RateLimit } from '../../http/rate-limit.guard';
import { Route } from '../../http/routes/route.decorator';

const assessmentId = new ParseUUIDPipe({
  exceptionFactory: () =>
    new NotFoundException(errorBody(404, 'We could not find that assessment.')),
});

/** The burden check-in: submit one, read the caller's history. Scoring happens in the service. */
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

  @Route('listAssessments')
  list(@CurrentCaller() caller: Caller) {
    return this.rpc.call(AssessmentRpc.list, { userId: caller.userId });
  }

  @Route('getAssessment')
  get(@CurrentCaller() caller: Caller, @Param('id', assessmentId) id: string) {
    return this.rpc.call(AssessmentRpc.get, { userId: caller.userId, assessmentId: id });
  }
}
