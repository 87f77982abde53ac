import {
  Controller,
  Get,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
} from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import {
  AssessmentHistoryItem,
  AssessmentResult,
  AssessmentRpc,
  SubmitAssessmentBody,
} from '@tend/contracts';
import { CONFIG, RpcClient } from '@tend/platform';
import { CurrentCaller } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { eligibilityEnabled, type GatewayConfig } from '../../config/gateway-env';
import { errorBody } from '../../http/error-body';
import { jsonSchema } from '../../http/openapi';
import { RateLimit } from '../../http/rate-limit.guard';
import { ZodBody } from '../../http/zod-validation.pipe';

const assessmentId = new ParseUUIDPipe({
  exceptionFactory: () =>
    new NotFoundException(errorBody(404, 'We could not find that assessment.')),
});

/** The burden check-in: submit one, read the caller's history. Scoring happens in the service. */
@ApiTags('assessments')
@Controller('api/assessments')
export class AssessmentController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Post()
  @RateLimit({ name: 'assessment-submit', limit: 30, windowSeconds: 3600, by: 'user' })
  @ApiBody({ schema: jsonSchema(SubmitAssessmentBody, 'input') })
  @ApiCreatedResponse({ schema: jsonSchema(AssessmentResult) })
  submit(
    @CurrentCaller() caller: Caller,
    @ZodBody(SubmitAssessmentBody) body: z.infer<typeof SubmitAssessmentBody>,
  ) {
    return this.rpc.call(AssessmentRpc.submit, {
      userId: caller.userId,
      responses: body.responses,
      eligibilityEnabled: eligibilityEnabled(this.config),
    });
  }

  @Get()
  @ApiOkResponse({ schema: jsonSchema(z.array(AssessmentHistoryItem)) })
  list(@CurrentCaller() caller: Caller) {
    return this.rpc.call(AssessmentRpc.list, { userId: caller.userId });
  }

  @Get(':id')
  @ApiOkResponse({ schema: jsonSchema(AssessmentHistoryItem) })
  get(@CurrentCaller() caller: Caller, @Param('id', assessmentId) id: string) {
    return this.rpc.call(AssessmentRpc.get, { userId: caller.userId, assessmentId: id });
  }
}
