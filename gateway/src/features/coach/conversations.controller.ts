import { Body, Controller, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  CoachRpc,
  CoachReplyDeadlineMs,
  type CreateConversationBody,
  type ExportQuery,
  type RenameConversationBody,
  type SendMessageBody,
} from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import type { z } from 'zod';
import { CurrentCaller } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { RateLimit } from '../../http/rate-limit.guard';
import { Route } from '../../http/routes/route.decorator';
import { conversationIdPipe } from './coach-params';

/** Conversations and their messages: thin translations to the coach's RPCs. */
@ApiTags('chat')
@Controller()
export class ConversationsController {
  constructor(private readonly rpc: RpcClient) {}

  @Route('listConversations')
  list(@CurrentCaller() caller: Caller) {
    return this.rpc.call(CoachRpc.listConversations, { userId: caller.userId });
  }

  @Route('createConversation')
  create(@CurrentCaller() caller: Caller, @Body() body: CreateConversationBody) {
    return this.rpc.call(CoachRpc.createConversation, { ...body, userId: caller.userId });
  }

  @Route('renameConversation')
  rename(
    @CurrentCaller() caller: Caller,
    @Param('id', conversationIdPipe) id: string,
    @Body() body: RenameConversationBody,
  ) {
    return this.rpc.call(CoachRpc.renameConversation, {
      ...body,
      userId: caller.userId,
      conversationId: id,
    });
  }

  @Route('deleteConversation')
  remove(@CurrentCaller() caller: Caller, @Param('id', conversationIdPipe) id: string) {
    return this.rpc.call(CoachRpc.deleteConversation, {
      userId: caller.userId,
      conversationId: id,
    });
  }

  @Route('listMessages')
  messages(@CurrentCaller() caller: Caller, @Param('id', conversationIdPipe) id: string) {
    return this.rpc.call(CoachRpc.listMessages, { userId: caller.userId, conversationId: id });
  }

  @Route('sendMessage')
  @RateLimit({ name: 'chat-message', limit: 120, windowSeconds: 3600, by: 'user' })
  send(
    @CurrentCaller() caller: Caller,
    @Param('id', conversationIdPipe) id: string,
    @Body() body: SendMessageBody,
  ) {
    return this.rpc.call(
      CoachRpc.sendMessage,
      { ...body, userId: caller.userId, conversationId: id },
      { timeoutMs: CoachReplyDeadlineMs },
    );
  }

  /** The conversation as a Markdown file, its dates in the reader's time zone. */
  @Route('exportConversation')
  async export(
    @CurrentCaller() caller: Caller,
    @Param('id', conversationIdPipe) id: string,
    @Query() query: z.infer<typeof ExportQuery>,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const file = await this.rpc.call(CoachRpc.exportConversation, {
      userId: caller.userId,
      conversationId: id,
      timeZone: query.timeZone,
    });
    void reply
      .header('content-type', 'text/markdown; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store');
    return file.markdown;
  }
}
