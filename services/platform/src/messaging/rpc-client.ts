import { randomUUID } from 'node:crypto';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConsumeMessage, Message } from 'amqplib';
import {
  ErrorCodes,
  RpcErrorBody,
  type RpcContract,
  type RpcRequest,
  type RpcResponse,
} from '@tend/contracts';
import { currentCorrelationId } from '../logging/correlation';
import { RpcCallError, serviceUnavailable } from '../errors/domain-error';
import { RpcHeaders, type Topology } from './topology';
import type { AmqpConnection } from './amqp-connection';

const directReplyQueue = 'amq.rabbitmq.reply-to';

interface Pending {
  service: string;
  resolve: (body: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

export type RpcReply = { ok: true; data: unknown } | { ok: false; error: RpcErrorBody };

/**
 * Request-reply over RabbitMQ with direct reply-to. Every call has a deadline: a service that is
 * down, missing or slow yields a 503 within the timeout, never a hang, and a request that outlives
 * its caller expires in the queue instead of being acted on later.
 */
export class RpcClient {
  private readonly pending = new Map<string, Pending>();
  private readonly channel: ChannelWrapper;

  constructor(
    connection: AmqpConnection,
    private readonly topology: Topology,
    private readonly defaultTimeoutMs: number,
  ) {
    this.channel = connection.channel({
      name: 'rpc-client',
      confirm: false,
      json: false,
      setup: async (channel: Channel) => {
        channel.on('return', (message: Message) =>
          this.fail(message.properties.correlationId as string),
        );
        channel.on('close', () => this.failAll());
        await channel.consume(directReplyQueue, (message) => this.onReply(message), {
          noAck: true,
        });
      },
    });
  }

  async call<R extends RpcContract>(
    contract: R,
    request: RpcRequest<R>,
    options: { timeoutMs?: number } = {},
  ): Promise<RpcResponse<R>> {
    const parsed = contract.request.safeParse(request);
    if (!parsed.success) {
      throw new RpcCallError({
        status: 400,
        code: ErrorCodes.validation,
        message: parsed.error.issues[0]?.message ?? 'Invalid request',
      });
    }
    const timeoutMs = options.timeoutMs ?? this.defaultTimeoutMs;
    const correlationId = randomUUID();
    const body = await new Promise<unknown>((resolve, reject) => {
      const timer = setTimeout(() => this.fail(correlationId), timeoutMs);
      this.pending.set(correlationId, { service: contract.service, resolve, reject, timer });
      this.channel
        .sendToQueue(
          this.topology.rpcQueue(contract.service),
          Buffer.from(JSON.stringify(parsed.data)),
          {
            correlationId,
            replyTo: directReplyQueue,
            type: contract.pattern,
            contentType: 'application/json',
            expiration: String(timeoutMs),
            mandatory: true,
            headers: {
              [RpcHeaders.deadline]: Date.now() + timeoutMs,
              [RpcHeaders.correlation]: currentCorrelationId(),
            },
          },
        )
        .catch(() => this.fail(correlationId));
    });
    // The service checked its answer against this same contract before sending it (an answer
    // outside it is its 500); parsing it again here cost the gateway a schema walk per request.
    return body as RpcResponse<R>;
  }

  private onReply(message: ConsumeMessage | null): void {
    if (!message) return;
    const pending = this.take(message.properties.correlationId as string);
    if (!pending) return;
    try {
      const reply = JSON.parse(message.content.toString()) as RpcReply;
      if (reply.ok) pending.resolve(reply.data);
      else pending.reject(new RpcCallError(RpcErrorBody.parse(reply.error)));
    } catch {
      pending.reject(serviceUnavailable(pending.service));
    }
  }

  private take(correlationId: string): Pending | undefined {
    const pending = this.pending.get(correlationId);
    if (!pending) return undefined;
    clearTimeout(pending.timer);
    this.pending.delete(correlationId);
    return pending;
  }

  private fail(correlationId: string): void {
    const pending = this.take(correlationId);
    pending?.reject(serviceUnavailable(pending.service));
  }

  private failAll(): void {
    for (const correlationId of [...this.pending.keys()]) this.fail(correlationId);
  }

  async close(): Promise<void> {
    this.failAll();
    await this.channel.close();
  }
}
