import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { IdentityRpc, UserDataErased, type EventPayload, type RpcPayload } from '@tend/contracts';
import { EventContext } from '@tend/platform';
import { AccountService } from './account.service';

@Controller()
export class AccountController {
  constructor(private readonly accounts: AccountService) {}

  @MessagePattern(IdentityRpc.deleteAccount.pattern)
  async delete(
    @Payload() { userId, currentPassword }: RpcPayload<typeof IdentityRpc.deleteAccount>,
  ) {
    await this.accounts.delete(userId, currentPassword);
    return { ok: true as const };
  }

  @MessagePattern(IdentityRpc.deletionStatus.pattern)
  status(@Payload() { userId }: RpcPayload<typeof IdentityRpc.deletionStatus>) {
    return this.accounts.status(userId);
  }

  @EventPattern(UserDataErased.name)
  async erased(
    @Payload() event: EventPayload<typeof UserDataErased>,
    @Ctx() context: EventContext,
  ) {
    await this.accounts.recordErasure(
      context.tx,
      event.userId,
      event.service,
      new Date(event.erasedAt),
    );
  }
}
