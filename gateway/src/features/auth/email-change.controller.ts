import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EmailChangeRpc, type ChangeEmailBody, type ConfirmEmailChangeBody } from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { CurrentCaller, Public } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { RateLimit } from '../../http/rate-limit.guard';
import { Route } from '../../http/routes/route.decorator';

/** Settings → Change e-mail, and the link e-mailed to the new address. */
@ApiTags('auth')
@Controller()
export class EmailChangeController {
  constructor(private readonly rpc: RpcClient) {}

  /** Checks the current password and e-mails a link to the new address; nothing changes yet. */
  @Route('requestEmailChange')
  @RateLimit({ name: 'email-change', limit: 10, windowSeconds: 3600, by: 'user' })
  request(@CurrentCaller() caller: Caller, @Body() body: ChangeEmailBody) {
    return this.rpc.call(EmailChangeRpc.requestEmailChange, { ...body, userId: caller.userId });
  }

  /** Public: the link may be opened on any device; the single-use token is the proof. */
  @Public()
  @Route('confirmEmailChange')
  @RateLimit({ name: 'email-change-confirm', limit: 20, windowSeconds: 3600, by: 'ip' })
  confirm(@Body() body: ConfirmEmailChangeBody) {
    return this.rpc.call(EmailChangeRpc.confirmEmailChange, body);
  }
}
