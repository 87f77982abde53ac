import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PasswordRpc, type RpcPayload } from '@tend/contracts';
import { PasswordChangeService } from './password-change.service';
import { PasswordResetService } from './password-reset.service';

@Controller()
export class PasswordResetController {
  constructor(
    private readonly resets: PasswordResetService,
    private readonly changes: PasswordChangeService,
  ) {}

  @MessagePattern(PasswordRpc.forgotPassword.pattern)
  async forgot(@Payload() { client, ...body }: RpcPayload<typeof PasswordRpc.forgotPassword>) {
    await this.resets.forgot(body, client);
    return { ok: true as const };
  }

  @MessagePattern(PasswordRpc.checkResetLink.pattern)
  check(@Payload() { token }: RpcPayload<typeof PasswordRpc.checkResetLink>) {
    return this.resets.check(token);
  }

  @MessagePattern(PasswordRpc.resetPassword.pattern)
  async reset(@Payload() body: RpcPayload<typeof PasswordRpc.resetPassword>) {
    return { ok: true as const, ...(await this.resets.reset(body)) };
  }

  @MessagePattern(PasswordRpc.changePassword.pattern)
  async change(
    @Payload() { userId, sessionId, ...body }: RpcPayload<typeof PasswordRpc.changePassword>,
  ) {
    return { ok: true as const, ...(await this.changes.change(body, { userId, sessionId })) };
  }
}
