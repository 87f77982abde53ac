import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { IdentityRpc, type RpcPayload } from '@tend/contracts';
import { SessionsService } from './sessions.service';

@Controller()
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @MessagePattern(IdentityRpc.login.pattern)
  login(@Payload() { email, password, client }: RpcPayload<typeof IdentityRpc.login>) {
    return this.sessions.login(email, password, client);
  }

  @MessagePattern(IdentityRpc.logout.pattern)
  async logout(@Payload() { sessionId }: RpcPayload<typeof IdentityRpc.logout>) {
    await this.sessions.logout(sessionId);
    return { ok: true as const };
  }

  @MessagePattern(IdentityRpc.listSessions.pattern)
  list(@Payload() { userId, currentSessionId }: RpcPayload<typeof IdentityRpc.listSessions>) {
    return this.sessions.list(userId, currentSessionId);
  }

  @MessagePattern(IdentityRpc.revokeSession.pattern)
  async revoke(@Payload() { userId, sessionId }: RpcPayload<typeof IdentityRpc.revokeSession>) {
    await this.sessions.revokeOwned(userId, sessionId);
    return { ok: true as const };
  }

  @MessagePattern(IdentityRpc.revokeOtherSessions.pattern)
  async revokeOthers(
    @Payload() { userId, keepSessionId }: RpcPayload<typeof IdentityRpc.revokeOtherSessions>,
  ) {
    return { revoked: await this.sessions.revokeOthers(userId, keepSessionId) };
  }

  @MessagePattern(IdentityRpc.checkSession.pattern)
  check(@Payload() { sessionId }: RpcPayload<typeof IdentityRpc.checkSession>) {
    return this.sessions.check(sessionId);
  }
}
