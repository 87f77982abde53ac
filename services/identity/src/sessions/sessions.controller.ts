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

  @MessagePattern(IdentityRpc.checkSession.pattern)
  check(@Payload() { sessionId }: RpcPayload<typeof IdentityRpc.checkSession>) {
    return this.sessions.check(sessionId);
  }
}
