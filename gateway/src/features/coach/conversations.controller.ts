import { Controller, Delete, Get, HttpCode, Param, Post, Put, Res } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  ChatMessage,
  CoachRpc,
  CoachReplyDeadlineMs,
  Conversation,
  CreateConversationBody,
  RenameConversationBody,
  SendMessageBody,
  SendMessageResult,
} from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { z } from 'zod';
import { CurrentCaller } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { jsonSchema } from '../../http/openapi';
import { RateLimit } from '../../http/rate-limit.guard';
import { ZodBody } from '../../http/zod-validation.pipe';
import { conversationIdPipe } from './coach-params';

/** Conversations and their messages: thin translations to the coach's RPCs. */
@ApiTags('chat')
@Controller('api/chat/conversations')
export class ConversationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOkResponse({ schema: jsonSchema(z.array(Conversation)) })
  list(@CurrentCaller() caller: Caller) {
    return this.rpc.call(CoachRpc.listConversations, { userId: caller.userId });
  }

  @Post()
  @HttpCode(200)
  @ApiBody({ schema: jsonSchema(CreateConversationBody, 'input') })
  @ApiOkResponse({ schema: jsonSchema(Conversation) })
  create(
    @CurrentCaller() caller: Caller,
    @ZodBody(CreateConversationBody) body: CreateConversationBody,
  ) {
    return this.rpc.call(CoachRpc.createConversation, { ...body, userId: caller.userId });
  }

  @Put(':id')
  @ApiBody({ schema: jsonSchema(RenameConversationBody, 'input') })
  @ApiOkResponse({ schema: jsonSchema(Conversation) })
  rename(
    @CurrentCaller() caller: Caller,
    @Param('id', conversationIdPipe) id: string,
    @ZodBody(RenameConversationBody) body: RenameConversationBody,
  ) {
    return this.rpc.call(CoachRpc.renameConversation, {
      ...body,
      userId: caller.userId,
      conversationId: id,
    });
  }

  @Delete(':id')
  remove(@CurrentCaller() caller: Caller, @Param('id', conversationIdPipe) id: string) {
    return this.rpc.call(CoachRpc.deleteConversation, {
      userId: caller.userId,
      conversationId: id,
    });
  }

  @Get(':id/messages')
  @ApiOkResponse({ schema: jsonSchema(z.array(ChatMessage)) })
  messages(@CurrentCaller() caller: Caller, @Param('id', conversationIdPipe) id: string) {
    return this.rpc.call(CoachRpc.listMessages, { userId: caller.userId, conversationId: id });
  }

  @Post(':id/messages')
  @HttpCode(200)
  @RateLimit({ name: 'chat-message', limit: 120, windowSeconds: 3600, by: 'user' })
  @ApiBody({ schema: jsonSchema(SendMessageBody, 'input') })
  @ApiOkResponse({ schema: jsonSchema(SendMessageResult) })
  send(
    @CurrentCaller() caller: Caller,
    @Param('id', conversationIdPipe) id: string,
    @ZodBody(SendMessageBody) body: SendMessageBody,
  ) {
    return this.rpc.call(
      CoachRpc.sendMessage,
      { ...body, userId: caller.userId, conversationId: id },
      { timeoutMs: CoachReplyDeadlineMs },
    );
  }

  /** The conversation as a Markdown file. */
  @Get(':id/export')
  async export(
    @CurrentCaller() caller: Caller,
    @Param('id', conversationIdPipe) id: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const file = await this.rpc.call(CoachRpc.exportConversation, {
      userId: caller.userId,
      conversationId: id,
    });
    void reply
      .header('content-type', 'text/markdown; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store');
    return file.markdown;
  }
}
