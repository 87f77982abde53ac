import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  ChangeEmailAnswer,
  ChangeEmailBody,
  ConfirmEmailChangeAnswer,
  ConfirmEmailChangeBody,
  EmailChangeRpc,
} from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { CurrentCaller, Public } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { jsonSchema } from '../../http/openapi';
import { RateLimit } from '../../http/rate-limit.guard';
import { ZodBody } from '../../http/zod-validation.pipe';

/** Settings → Change e-mail, and the link e-mailed to the new address. */
@ApiTags('auth')
@Controller('api/auth/email-change')
export class EmailChangeController {
  constructor(private readonly rpc: RpcClient) {}

  /** Checks the current password and e-mails a link to the new address; nothing changes yet. */
  @Post()
  @HttpCode(200)
  @RateLimit({ name: 'email-change', limit: 10, windowSeconds: 3600, by: 'user' })
  @ApiBody({ schema: jsonSchema(ChangeEmailBody, 'input') })
  @ApiOkResponse({ schema: jsonSchema(ChangeEmailAnswer) })
  request(@CurrentCaller() caller: Caller, @ZodBody(ChangeEmailBody) body: ChangeEmailBody) {
    return this.rpc.call(EmailChangeRpc.requestEmailChange, { ...body, userId: caller.userId });
  }

  /** Public: the link may be opened on any device; the single-use token is the proof. */
  @Public()
  @Post('confirm')
  @HttpCode(200)
  @RateLimit({ name: 'email-change-confirm', limit: 20, windowSeconds: 3600, by: 'ip' })
  @ApiBody({ schema: jsonSchema(ConfirmEmailChangeBody, 'input') })
  @ApiOkResponse({ schema: jsonSchema(ConfirmEmailChangeAnswer) })
  confirm(@ZodBody(ConfirmEmailChangeBody) body: ConfirmEmailChangeBody) {
    return this.rpc.call(EmailChangeRpc.confirmEmailChange, body);
  }
}
