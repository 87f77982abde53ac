import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CoachRpc, type RpcPayload } from '@tend/contracts';
import { ModelClient } from '../model/model-client';
import { MessagesService } from './messages.service';

@Controller()
export class MessagesController {
  constructor(
    private readonly messages: MessagesService,
    private readonly model: ModelClient,
  ) {}

  @MessagePattern(CoachRpc.listMessages.pattern)
  list(@Payload() p: RpcPayload<typeof CoachRpc.listMessages>) {
    return this.messages.list(p.userId, p.conversationId);
  }

  @MessagePattern(CoachRpc.sendMessage.pattern)
  send(@Payload() p: RpcPayload<typeof CoachRpc.sendMessage>) {
    return this.messages.send(p);
  }

  @MessagePattern(CoachRpc.status.pattern)
  status() {
    return { offline: this.model.offline, model: this.model.model };
  }
}
