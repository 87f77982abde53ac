import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { NotificationsRpc, type RpcPayload } from '@tend/contracts';
import { SupportService } from './support.service';

@Controller()
export class SupportController {
  constructor(private readonly support: SupportService) {}

  @MessagePattern(NotificationsRpc.submitSupport.pattern)
  async submit(
    @Payload() { userId, ...request }: RpcPayload<typeof NotificationsRpc.submitSupport>,
  ) {
    return { ok: true as const, id: await this.support.submit(userId, request) };
  }

  @MessagePattern(NotificationsRpc.submitPublicSupport.pattern)
  async submitPublic(
    @Payload() { clientIp, ...request }: RpcPayload<typeof NotificationsRpc.submitPublicSupport>,
  ) {
    await this.support.submitPublic(request, clientIp);
    return { ok: true as const };
  }
}
