import { Body, Controller, Inject, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  IdentityRpc,
  type CompleteSignupBody,
  type DeleteAccountBody,
  type LoginBody,
} from '@tend/contracts';
import { CONFIG, RpcClient } from '@tend/platform';
import { CurrentCaller, Public } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import type { GatewayConfig } from '../../config/gateway-env';
import { Client, type ClientInfo } from '../../http/client-info';
import { RateLimit } from '../../http/rate-limit.guard';
import { Route } from '../../http/routes/route.decorator';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

/**
 * Signing in and out, and deleting the account: handwritten, as each sets or clears the session
 * cookie (or redirects). The rest of the account's routes are forwarded (auth.forwards.ts).
 */
@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(
    private readonly rpc: RpcClient,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

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
