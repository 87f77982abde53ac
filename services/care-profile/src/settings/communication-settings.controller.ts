import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareProfileRpc, type RpcPayload } from '@tend/contracts';
import { CommunicationSettingsService } from './communication-settings.service';

@Controller()
export class CommunicationSettingsController {
  constructor(private readonly settings: CommunicationSettingsService) {}

  @MessagePattern(CareProfileRpc.getCommunicationSettings.pattern)
  get(@Payload() { userId }: RpcPayload<typeof CareProfileRpc.getCommunicationSettings>) {
    return this.settings.get(userId);
  }

  @MessagePattern(CareProfileRpc.updateCommunicationSettings.pattern)
  update(
    @Payload()
    { userId, ...change }: RpcPayload<typeof CareProfileRpc.updateCommunicationSettings>,
  ) {
    return this.settings.update(userId, change);
  }
}
