import {
  Body,
  Controller,
  Header,
  Inject,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Res,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  IdentityRpc,
  AnalyticsConsentBody,
  type CompleteSignupBody,
  type DeleteAccountBody,
  type LoginBody,
  type SendVerificationBody,
} from '@tend/contracts';
import { CONFIG, RpcClient } from '@tend/platform';
import type { z } from 'zod';
import { CurrentCaller, Public } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import type { GatewayConfig } from '../../config/gateway-env';
import { Client, type ClientInfo } from '../../http/client-info';
import { errorBody } from '../../http/error-body';
import { RateLimit } from '../../http/rate-limit.guard';
import { Route } from '../../http/routes/route.decorator';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

const noCache = 'no-store, no-cache, must-revalidate, private';

const sessionId = new ParseUUIDPipe({
  exceptionFactory: () => new NotFoundException(errorBody(404, 'That session has already ended.')),
});

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Public()
  @Route('sendVerification')
  @RateLimit({ name: 'send-verification', limit: 10, windowSeconds: 3600, by: 'ip' })
  async sendVerification(@Body() body: SendVerificationBody, @Client() client: ClientInfo) {
    return this.rpc.call(IdentityRpc.sendVerification, { ...body, client });
  }

  @Public()
  @Route('completeSignup')
  @RateLimit({ name: 'complete-signup', limit: 20, windowSeconds: 3600, by: 'ip' })
  async completeSignup(
    @Body() body: CompleteSignupBody,
    @Client() client: ClientInfo,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const grant = await this.rpc.call(IdentityRpc.completeSignup, { ...body, client });
    setSessionCookie(reply, grant.token, grant.expiresAt, this.config.PUBLIC_URL);
    return grant;
  }

  @Public()
  @Route('login')
  @RateLimit({ name: 'login', limit: 60, windowSeconds: 900, by: 'ip' })
  async login(
    @Body() body: LoginBody,
    @Client() client: ClientInfo,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const grant = await this.rpc.call(IdentityRpc.login, { ...body, client });
    setSessionCookie(reply, grant.token, grant.expiresAt, this.config.PUBLIC_URL);
    return grant;
  }

  @Public()
  @Route('logout')
  async logout(@Res({ passthrough: true }) reply: FastifyReply) {
    await this.endSession(reply);
    return { redirectUrl: '/' };
  }

  /** A browser navigation: ends the session and goes home. */
  @Public()
  @Route('logoutNavigation')
  async logoutAndRedirect(@Res() reply: FastifyReply) {
    await this.endSession(reply);
    void reply.redirect('/', 302);
  }

  @Public()
  @Route('loginNavigation')
  loginRedirect(@Res() reply: FastifyReply) {
    void reply.redirect('/login', 302);
  }

  @Route('currentUser')
  @Header('Cache-Control', noCache)
  @Header('Pragma', 'no-cache')
  async currentUser(@CurrentCaller() caller: Caller) {
    return this.rpc.call(IdentityRpc.currentUser, { userId: caller.userId });
  }

  @Route('listSessions')
  @Header('Cache-Control', noCache)
  sessions(@CurrentCaller() caller: Caller) {
    return this.rpc.call(IdentityRpc.listSessions, {
      userId: caller.userId,
      currentSessionId: caller.sessionId,
    });
  }

  @Route('revokeSession')
  revokeSession(@CurrentCaller() caller: Caller, @Param('id', sessionId) id: string) {
    return this.rpc.call(IdentityRpc.revokeSession, { userId: caller.userId, sessionId: id });
  }

  /** "Sign out everywhere else": every other device has to sign in again. */
  @Route('revokeOtherSessions')
  revokeOthers(@CurrentCaller() caller: Caller) {
    return this.rpc.call(IdentityRpc.revokeOtherSessions, {
      userId: caller.userId,
      keepSessionId: caller.sessionId,
    });
  }

  @Route('setAnalyticsConsent')
  async analyticsConsent(
    @CurrentCaller() caller: Caller,
    @Body() body: z.infer<typeof AnalyticsConsentBody>,
  ) {
    return this.rpc.call(IdentityRpc.setAnalyticsConsent, {
      userId: caller.userId,
      consent: body.consent,
    });
  }

  @Route('deleteAccount')
  @RateLimit({ name: 'delete-account', limit: 5, windowSeconds: 3600, by: 'user' })
  async deleteAccount(
    @CurrentCaller() caller: Caller,
    @Body() body: DeleteAccountBody,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const result = await this.rpc.call(IdentityRpc.deleteAccount, {
      userId: caller.userId,
      currentPassword: body.currentPassword,
    });
    clearSessionCookie(reply);
    return result;
  }

  private async endSession(reply: FastifyReply): Promise<void> {
    const caller = (reply.request as { caller?: Caller }).caller;
    if (caller) await this.rpc.call(IdentityRpc.logout, { sessionId: caller.sessionId });
    clearSessionCookie(reply);
  }
}
