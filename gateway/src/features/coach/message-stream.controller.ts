import { randomUUID } from 'node:crypto';
import { Body, Controller, Inject, Param, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  CoachReplyDeadlineMs,
  CoachRpc,
  StreamChunk,
  coachStreamChannel,
  type SendMessageBody,
} from '@tend/contracts';
import { CONFIG, RpcClient } from '@tend/platform';
import { CurrentCaller } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import type { GatewayConfig } from '../../config/gateway-env';
import { mapError } from '../../http/map-error';
import { RateLimit } from '../../http/rate-limit.guard';
import { Route } from '../../http/routes/route.decorator';
import { conversationIdPipe } from './coach-params';
import { CoachRedis } from './coach-redis';

function parseChunk(message: string): StreamChunk | undefined {
  try {
    const chunk = StreamChunk.safeParse(JSON.parse(message));
    return chunk.success ? chunk.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The answer as it is written, as server-sent events: `delta` {text} pieces, then `done`
 * {userMessage, aiMessage, conversation} (the saved messages; the whole answer is aiMessage.content),
 * or `error` {statusCode, message}. A failure before the first piece is an ordinary HTTP error.
 */
@ApiTags('chat')
@Controller()
export class MessageStreamController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly redis: CoachRedis,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  @Route('streamMessage')
  @RateLimit({ name: 'chat-message', limit: 120, windowSeconds: 3600, by: 'user' })
  async stream(
    @CurrentCaller() caller: Caller,
    @Param('id', conversationIdPipe) id: string,
    @Body() body: SendMessageBody,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const streamId = randomUUID();
    let open = false;
    let finished = false;
    let heartbeat: NodeJS.Timeout | undefined;
    const write = (event: string, data: unknown) => {
      if (!open) {
        open = true;
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store, no-transform',
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
        });
        heartbeat = setInterval(() => reply.raw.write(': keep-alive\n\n'), 15_000);
      }
      reply.raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    const channel = coachStreamChannel(this.config.TEND_NAMESPACE, streamId);
    const unsubscribe = await this.redis.relay.subscribe(channel, (message) => {
      const chunk = parseChunk(message);
      if (chunk && !finished) write(chunk.type, chunk);
    });
    try {
      const result = await this.rpc.call(
        CoachRpc.sendMessage,
        { ...body, userId: caller.userId, conversationId: id, streamId },
        { timeoutMs: CoachReplyDeadlineMs },
      );
      finished = true;
      write('done', result);
    } catch (error) {
      finished = true;
      if (!open) throw error;
      write('error', mapError(error).body);
    } finally {
      await unsubscribe();
      clearInterval(heartbeat);
      if (open) reply.raw.end();
    }
  }
}
