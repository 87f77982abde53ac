import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  PasswordRpc,
  type ChangePasswordBody,
  type ForgotPasswordBody,
  type ResetLinkBody,
  type ResetPasswordBody,
  type SignupLinkBody,
} from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { CurrentCaller, Public } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { Client, type ClientInfo } from '../../http/client-info';
import { RateLimit } from '../../http/rate-limit.guard';
import { Route } from '../../http/routes/route.decorator';

/** Forgotten and changed passwords, and what an opened sign-up link leads to. */
@ApiTags('auth')
@Controller()
export class PasswordController {
  constructor(private readonly rpc: RpcClient) {}

  /** Answers `{ok: true}` whether or not the address has an account (identity limits per address and client). */
  @Public()
  @Route('forgotPassword')
  forgotPassword(@Body() body: ForgotPasswordBody, @Client() client: ClientInfo) {
    return this.rpc.call(PasswordRpc.forgotPassword, { ...body, client });
  }

  /** Asked when the reset screen opens: a used or expired link says so before anything is typed. */
  @Public()
  @Route('checkResetLink')
  @RateLimit({ name: 'reset-link-check', limit: 60, windowSeconds: 3600, by: 'ip' })
  checkResetLink(@Body() body: ResetLinkBody) {
    return this.rpc.call(PasswordRpc.checkResetLink, body);
  }

  /** 410 when the link is unknown, used or expired; every session of the account ends. */
  @Public()
  @Route('resetPassword')
  @RateLimit({ name: 'reset-password', limit: 20, windowSeconds: 3600, by: 'ip' })
  resetPassword(@Body() body: ResetPasswordBody) {
    return this.rpc.call(PasswordRpc.resetPassword, body);
  }

  /** Every other session ends; this one stays signed in. */
  @Route('changePassword')
  @RateLimit({ name: 'change-password', limit: 10, windowSeconds: 3600, by: 'user' })
  changePassword(@CurrentCaller() caller: Caller, @Body() body: ChangePasswordBody) {
    return this.rpc.call(PasswordRpc.changePassword, {
      ...body,
      userId: caller.userId,
      sessionId: caller.sessionId,
    });
  }

  /** Opened before the password step, so a used link says "you already have an account". */
  @Public()
  @Route('checkSignupLink')
  @RateLimit({ name: 'signup-link', limit: 60, windowSeconds: 3600, by: 'ip' })
  signupLink(@Body() body: SignupLinkBody) {
    return this.rpc.call(PasswordRpc.checkSignupLink, body);
  }
}
