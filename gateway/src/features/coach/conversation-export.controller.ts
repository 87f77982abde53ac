import { Controller, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CoachRpc, type ExportQuery } from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import type { z } from 'zod';
import { CurrentCaller } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { Route } from '../../http/routes/route.decorator';
import { conversationIdPipe } from './coach-params';

/** A conversation as a Markdown file: handwritten, as it answers a file, not the RPC's JSON. */
@ApiTags('chat')
@Controller()
export class ConversationExportController {
  constructor(private readonly rpc: RpcClient) {}

  /** Its dates in the reader's time zone. */
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
