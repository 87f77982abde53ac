import {
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Res,
} from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  AnalyticsConsentBody,
  CompleteSignupBody,
  CurrentUser,
  IdentityRpc,
  LoginBody,
  SendVerificationBody,
  SessionGrant,
} from '@tend/contracts';
import { CONFIG, RpcClient } from '@tend/platform';
import type { z } from 'zod';
import { CurrentCaller, Public } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import type { GatewayConfig } from '../../config/gateway-env';
import { Client, type ClientInfo } from '../../http/client-info';
import { errorBody } from '../../http/error-body';
import { jsonSchema } from '../../http/openapi';
import { RateLimit } from '../../http/rate-limit.guard';
import { ZodBody } from '../../http/zod-validation.pipe';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

const noCache = 'no-store, no-cache, must-revalidate, private';

const sessionId = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundException(errorBody(404, 'That session has already ended.')),
});

@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Public()
  @Post('auth/send-verification')
  @HttpCode(200)
  @RateLimit({ name: 'send-verification', limit: 10, windowSeconds: 3600, by: 'ip' })
  @ApiBody({ schema: jsonSchema(SendVerificationBody, 'input') })
  async sendVerification(
    @ZodBody(SendVerificationBody) body: SendVerificationBody,
    @Client() client: ClientInfo,
  ) {
    return this.rpc.call(IdentityRpc.sendVerification, { ...body, client });
  }

  @Public()
  @Post('auth/complete-signup')
  @HttpCode(200)
  @RateLimit({ name: 'complete-signup', limit: 20, windowSeconds: 3600, by: 'ip' })
  @ApiBody({ schema: jsonSchema(CompleteSignupBody, 'input') })
  @ApiOkResponse({ schema: jsonSchema(SessionGrant) })
  async completeSignup(
    @ZodBody(CompleteSignupBody) body: z.infer<typeof CompleteSignupBody>,
    @Client() client: ClientInfo,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const grant = await this.rpc.call(IdentityRpc.completeSignup, { ...body, client });
    setSessionCookie(reply, grant.token, grant.expiresAt, this.config.PUBLIC_URL);
    return grant;
  }

  @Public()
  @Post('auth/login')
  @HttpCode(200)
  @RateLimit({ name: 'login', limit: 60, windowSeconds: 900, by: 'ip' })
  @ApiBody({ schema: jsonSchema(LoginBody, 'input') })
  @ApiOkResponse({ schema: jsonSchema(SessionGrant) })
  async login(
    @ZodBody(LoginBody) body: LoginBody,
    @Client() client: ClientInfo,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const grant = await this.rpc.call(IdentityRpc.login, { ...body, client });
    setSessionCookie(reply, grant.token, grant.expiresAt, this.config.PUBLIC_URL);
    return grant;
  }

  @Public()
  @Post('auth/logout')
  @HttpCode(200)
  async logout(@Res({ passthrough: true }) reply: FastifyReply) {
    await this.endSession(reply);
    return { redirectUrl: '/' };
  }

  /** A browser navigation: ends the session and goes home. */
  @Public()
  @Get('logout')
  async logoutAndRedirect(@Res() reply: FastifyReply) {
    await this.endSession(reply);
    void reply.redirect('/', 302);
  }

  @Public()
  @Get('login')
  loginRedirect(@Res() reply: FastifyReply) {
    void reply.redirect('/login', 302);
  }

  @Get('auth/user')
  @Header('Cache-Control', noCache)
  @Header('Pragma', 'no-cache')
  @ApiOkResponse({ schema: jsonSchema(CurrentUser) })
  async currentUser(@CurrentCaller() caller: Caller) {
    return this.rpc.call(IdentityRpc.currentUser, { userId: caller.userId });
  }

  @Get('auth/sessions')
  @Header('Cache-Control', noCache)
  sessions(@CurrentCaller() caller: Caller) {
    return this.rpc.call(IdentityRpc.listSessions, {
      userId: caller.userId,
      currentSessionId: caller.sessionId,
    });
  }

  @Delete('auth/sessions/:id')
  revokeSession(@CurrentCaller() caller: Caller, @Param('id', sessionId) id: string) {
    return this.rpc.call(IdentityRpc.revokeSession, { userId: caller.userId, sessionId: id });
  }

  /** "Sign out everywhere else": every other device has to sign in again. */
  @Post('auth/sessions/revoke-others')
  @HttpCode(200)
  revokeOthers(@CurrentCaller() caller: Caller) {
    return this.rpc.call(IdentityRpc.revokeOtherSessions, {
      userId: caller.userId,
      keepSessionId: caller.sessionId,
    });
  }

  @Put('user/analytics-consent')
  @ApiBody({ schema: jsonSchema(AnalyticsConsentBody, 'input') })
  async analyticsConsent(
    @CurrentCaller() caller: Caller,
    @ZodBody(AnalyticsConsentBody) body: z.infer<typeof AnalyticsConsentBody>,
  ) {
    return this.rpc.call(IdentityRpc.setAnalyticsConsent, {
      userId: caller.userId,
      consent: body.consent,
    });
  }

  @Delete('auth/account')
  @RateLimit({ name: 'delete-account', limit: 5, windowSeconds: 3600, by: 'user' })
  async deleteAccount(
    @CurrentCaller() caller: Caller,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.rpc.call(IdentityRpc.deleteAccount, { userId: caller.userId });
    clearSessionCookie(reply);
    return result;
  }

  private async endSession(reply: FastifyReply): Promise<void> {
    const caller = (reply.request as { caller?: Caller }).caller;
    if (caller) await this.rpc.call(IdentityRpc.logout, { sessionId: caller.sessionId });
    clearSessionCookie(reply);
  }
}
