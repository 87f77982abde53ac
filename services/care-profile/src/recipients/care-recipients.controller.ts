import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareProfileRpc, type RpcPayload } from '@tend/contracts';
import { CareRecipientsService } from './care-recipients.service';

@Controller()
export class CareRecipientsController {
  constructor(private readonly recipients: CareRecipientsService) {}

  @MessagePattern(CareProfileRpc.listRecipients.pattern)
  list(@Payload() { userId }: RpcPayload<typeof CareProfileRpc.listRecipients>) {
    return this.recipients.list(userId);
  }

  @MessagePattern(CareProfileRpc.createRecipient.pattern)
  create(@Payload() { userId, ...body }: RpcPayload<typeof CareProfileRpc.createRecipient>) {
    return this.recipients.create(userId, body);
  }

  @MessagePattern(CareProfileRpc.updateRecipient.pattern)
  update(
    @Payload()
    { userId, recipientId, ...body }: RpcPayload<typeof CareProfileRpc.updateRecipient>,
  ) {
    return this.recipients.update(userId, recipientId, body);
  }

  @MessagePattern(CareProfileRpc.deleteRecipient.pattern)
  async delete(
    @Payload() { userId, recipientId }: RpcPayload<typeof CareProfileRpc.deleteRecipient>,
  ) {
    await this.recipients.delete(userId, recipientId);
    return { ok: true as const };
  }
}
