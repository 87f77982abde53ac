import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  ChangePasswordBody,
  ForgotPasswordBody,
  PasswordRpc,
  ResetLinkAnswer,
  ResetLinkBody,
  ResetPasswordBody,
  SignupLinkAnswer,
  SignupLinkBody,
} from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { CurrentCaller, Public } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { Client, type ClientInfo } from '../../http/client-info';
import { jsonSchema } from '../../http/openapi';
import { RateLimit } from '../../http/rate-limit.guard';
import { ZodBody } from '../../http/zod-validation.pipe';

/** Forgotten and changed passwords, and what an opened sign-up link leads to. */
@ApiTags('auth')
@Controller('api/auth')
export class PasswordController {
  constructor(private readonly rpc: RpcClient) {}

  /** Answers `{ok: true}` whether or not the address has an account (identity limits per address and client). */
  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchema(ForgotPasswordBody, 'input') })
  forgotPassword(
    @ZodBody(ForgotPasswordBody) body: ForgotPasswordBody,
    @Client() client: ClientInfo,
  ) {
    return this.rpc.call(PasswordRpc.forgotPassword, { ...body, client });
  }

  /** Asked when the reset screen opens: a used or expired link says so before anything is typed. */
  @Public()
  @Post('reset-password/check')
  @HttpCode(200)
  @RateLimit({ name: 'reset-link-check', limit: 60, windowSeconds: 3600, by: 'ip' })
  @ApiBody({ schema: jsonSchema(ResetLinkBody, 'input') })
  @ApiOkResponse({ schema: jsonSchema(ResetLinkAnswer) })
  checkResetLink(@ZodBody(ResetLinkBody) body: ResetLinkBody) {
    return this.rpc.call(PasswordRpc.checkResetLink, body);
  }

  /** 410 when the link is unknown, used or expired; every session of the account ends. */
  @Public()
  @Post('reset-password')
  @HttpCode(200)
  @RateLimit({ name: 'reset-password', limit: 20, windowSeconds: 3600, by: 'ip' })
  @ApiBody({ schema: jsonSchema(ResetPasswordBody, 'input') })
  resetPassword(@ZodBody(ResetPasswordBody) body: ResetPasswordBody) {
    return this.rpc.call(PasswordRpc.resetPassword, body);
  }

  /** Every other session ends; this one stays signed in. */
  @Post('change-password')
  @HttpCode(200)
  @RateLimit({ name: 'change-password', limit: 10, windowSeconds: 3600, by: 'user' })
  @ApiBody({ schema: jsonSchema(ChangePasswordBody, 'input') })
  changePassword(
    @CurrentCaller() caller: Caller,
    @ZodBody(ChangePasswordBody) body: ChangePasswordBody,
  ) {
    return this.rpc.call(PasswordRpc.changePassword, {
      ...body,
      userId: caller.userId,
      sessionId: caller.sessionId,
    });
  }

  /** Opened before the password step, so a used link says "you already have an account". */
  @Public()
  @Post('signup-link')
  @HttpCode(200)
  @RateLimit({ name: 'signup-link', limit: 60, windowSeconds: 3600, by: 'ip' })
  @ApiBody({ schema: jsonSchema(SignupLinkBody, 'input') })
  @ApiOkResponse({ schema: jsonSchema(SignupLinkAnswer) })
  signupLink(@ZodBody(SignupLinkBody) body: SignupLinkBody) {
    return this.rpc.call(PasswordRpc.checkSignupLink, body);
  }
}
