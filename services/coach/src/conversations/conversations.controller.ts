import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CoachRpc, type RpcPayload } from '@tend/contracts';
import { ConversationsService } from './conversations.service';

@Controller()
export class ConversationsController {
  constructor(private readonly conversations: ConversationsService) {}

  @MessagePattern(CoachRpc.listConversations.pattern)
  list(@Payload() { userId }: RpcPayload<typeof CoachRpc.listConversations>) {
    return this.conversations.list(userId);
  }

  @MessagePattern(CoachRpc.createConversation.pattern)
  create(@Payload() { userId, title }: RpcPayload<typeof CoachRpc.createConversation>) {
    return this.conversations.create(userId, title);
  }

  @MessagePattern(CoachRpc.renameConversation.pattern)
  rename(@Payload() p: RpcPayload<typeof CoachRpc.renameConversation>) {
    return this.conversations.rename(p.userId, p.conversationId, p.title);
  }

  @MessagePattern(CoachRpc.deleteConversation.pattern)
  delete(@Payload() p: RpcPayload<typeof CoachRpc.deleteConversation>) {
    return this.conversations.delete(p.userId, p.conversationId);
  }

  @MessagePattern(CoachRpc.exportConversation.pattern)
  export(@Payload() p: RpcPayload<typeof CoachRpc.exportConversation>) {
    return this.conversations.export(p.userId, p.conversationId, p.timeZone ?? 'UTC');
  }
}
