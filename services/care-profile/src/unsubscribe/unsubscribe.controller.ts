import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareProfileRpc, type RpcPayload } from '@tend/contracts';
import { UnsubscribeService } from './unsubscribe.service';

@Controller()
export class UnsubscribeController {
  constructor(private readonly unsubscribes: UnsubscribeService) {}

  @MessagePattern(CareProfileRpc.unsubscribe.pattern)
  unsubscribe(@Payload() { token }: RpcPayload<typeof CareProfileRpc.unsubscribe>) {
    return this.unsubscribes.unsubscribe(token);
  }
}
