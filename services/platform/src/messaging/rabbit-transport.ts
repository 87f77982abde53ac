import { CustomTransportStrategy, Server, type MessageHandler } from '@nestjs/microservices';
import type { ChannelWrapper } from 'amqp-connection-manager';
import type { Channel, ConfirmChannel, ConsumeMessage } from 'amqplib';
import { lastValueFrom } from 'rxjs';
import type { Logger } from 'pino';
import { findEvent, findRpc, RpcErrorBody, ErrorCodes, type EventContract } from '@tend/contracts';
import { sanitizeCorrelationId, withCorrelation } from '../logging/correlation';
import type { Inbox } from '../outbox/inbox';
import type { EventSubject } from '../erasure/tombstones';
import { serviceUnavailable } from '../errors/domain-error';
import type { DbExecutor } from '../database/database.types';
import type { PlatformMetrics } from '../health/metrics';
import type { AmqpConnection } from './amqp-connection';
import type { RpcReply } from './rpc-client';
import { EventContext, RpcContext } from './event-context';
import { EventHeaders, RpcHeaders, type EventEnvelope, type Topology } from './topology';

export interface RabbitTransportOptions {
  /** The consumer name: its RPC queue and its own durable events queue are named after it. */
  service: string;
  connection: AmqpConnection;
  topology: Topology;
  logger: Logger;
  metrics: PlatformMetrics;
  /** Without an inbox (no database) events are still acknowledged only after the handler ends. */
  inbox?: Inbox;
  prefetch: number;
  maxAttempts?: number;
  retryDelaysMs?: number[];
}

const internalError: RpcErrorBody = {
  status: 500,
  code: ErrorCodes.internal,
  message: 'Something went wrong on our side. Please try again.',
};

/**
 * The RabbitMQ transport for Nest's `@MessagePattern` and `@EventPattern` handlers. Unlike the
 * stock RMQ transport it acknowledges only after the handler (and its inbox transaction) has
 * committed, bounds prefetch, validates every message against its contract, retries failed events
 * with backoff through a delay queue and parks them in a dead-letter queue after the last attempt.
 */
/** A channel this transport consumes on, with what it needs to stop consuming. */
interface ConsumerChannel {
  wrapper: ChannelWrapper;
  raw?: Channel;
  consumerTags: string[];
}

export class RabbitTransport extends Server implements CustomTransportStrategy {
  /** Events (publisher confirms, for their retries) and RPC (none) each on a channel of their own. */
  private channels: ConsumerChannel[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private closing = false;
  private readonly maxAttempts: number;
  private readonly retryDelaysMs: number[];

  constructor(private readonly options: RabbitTransportOptions) {
    super();
    this.maxAttempts = options.maxAttempts ?? 5;
    this.retryDelaysMs = options.retryDelaysMs ?? [1000, 5000, 15_000, 60_000];
  }

  listen(callback: (...optionalParams: unknown[]) => void): void {
    const { rpcPatterns, eventNames } = this.registeredPatterns();
    const { service } = this.options;
    this.channels.push(
      this.consumerChannel(`${service}-consumer`, true, (channel) =>
        this.setupEvents(channel as ConfirmChannel, eventNames),
      ),
    );
    // Replies need no publisher confirm: nobody waits for one (a lost reply is the caller's
    // timeout), and each confirm was one more frame per request for the broker and this process.
    if (rpcPatterns.length > 0)
      this.channels.push(this.consumerChannel(`${service}-rpc`, false, (c) => this.setupRpc(c)));
    callback();
  }

  private consumerChannel(
    name: string,
    confirm: boolean,
    setup: (channel: Channel) => Promise<string[]>,
  ): ConsumerChannel {
    const state: Omit<ConsumerChannel, 'wrapper'> = { consumerTags: [] };
    const wrapper = this.options.connection.channel({
      name,
      confirm,
      json: false,
      setup: async (channel: Channel) => {
        state.raw = channel;
        state.consumerTags = await setup(channel);
      },
    });
    return Object.assign(state, { wrapper });
  }

  /** Resolves once the queues are declared and consumed: tests wait for it before sending. */
  async ready(): Promise<void> {
    await Promise.all(this.channels.map(({ wrapper }) => wrapper.waitForConnect()));
  }

  on(): void {
    throw new Error('RabbitTransport does not emit events');
  }

  unwrap<T>(): T {
    return this.channels.map(({ wrapper }) => wrapper) as T;
  }

  /** Stops taking new messages, lets the ones in hand finish (and be acknowledged), then closes. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    for (const { raw, consumerTags } of this.channels)
      for (const tag of consumerTags) await raw?.cancel(tag).catch(() => undefined);
    await Promise.race([
      Promise.allSettled([...this.inFlight]),
      new Promise((r) => setTimeout(r, 10_000).unref()),
    ]);
    for (const { wrapper } of this.channels) await wrapper.close().catch(() => undefined);
  }

  private registeredPatterns() {
    const rpcPatterns: string[] = [];
    const eventNames: string[] = [];
    for (const [pattern, handler] of this.messageHandlers) {
      if (handler.isEventHandler) {
        if (!findEvent(pattern))
          throw new Error(`@EventPattern('${pattern}') is not in the contracts catalogue`);
        eventNames.push(pattern);
      } else {
        if (!findRpc(pattern))
          throw new Error(`@MessagePattern('${pattern}') is not in the contracts catalogue`);
        rpcPatterns.push(pattern);
      }
    }
    return { rpcPatterns, eventNames };
  }

  private async setupRpc(channel: Channel): Promise<string[]> {
    const { topology, service, prefetch } = this.options;
    await channel.prefetch(prefetch);
    const queue = topology.rpcQueue(service);
    await channel.assertQueue(queue, { durable: true });
    const { consumerTag } = await channel.consume(queue, (message) =>
      this.track(channel, message, 'rpc'),
    );
    return [consumerTag];
  }

  private async setupEvents(channel: ConfirmChannel, eventNames: string[]): Promise<string[]> {
    const { topology, service, prefetch } = this.options;
    await channel.prefetch(prefetch);
    await channel.assertExchange(topology.eventsExchange, 'topic', { durable: true });
    await channel.assertExchange(topology.deadLetterExchange, 'direct', { durable: true });
    if (eventNames.length > 0) {
      const queue = topology.eventsQueue(service);
      const deadLetters = topology.deadLetterQueue(service);
      await channel.assertQueue(deadLetters, { durable: true });
      await channel.bindQueue(deadLetters, topology.deadLetterExchange, deadLetters);
      await channel.assertQueue(queue, {
        durable: true,
        arguments: {
          'x-dead-letter-exchange': topology.deadLetterExchange,
          'x-dead-letter-routing-key': deadLetters,
        },
      });
      // Messages wait out their backoff here, then dead-letter straight back into the events queue.
      await channel.assertQueue(topology.retryQueue(service), {
        durable: true,
        arguments: { 'x-dead-letter-exchange': '', 'x-dead-letter-routing-key': queue },
      });
      for (const name of eventNames) await channel.bindQueue(queue, topology.eventsExchange, name);
      const { consumerTag } = await channel.consume(queue, (message) =>
        this.track(channel, message, 'event'),
      );
      return [consumerTag];
    }
    return [];
  }

  private track(channel: Channel, message: ConsumeMessage | null, kind: 'rpc' | 'event'): void {
    if (!message) return;
    const correlationId = sanitizeCorrelationId(
      message.properties.headers?.[RpcHeaders.correlation],
    );
    const work = withCorrelation(correlationId, () =>
      kind === 'rpc' ? this.handleRpc(channel, message) : this.handleEventMessage(channel, message),
    ).catch((error: Error) =>
      this.options.logger.error({ err: error.message }, 'message handling failed'),
    );
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  private async handleRpc(channel: Channel, message: ConsumeMessage): Promise<void> {
    const pattern = String(message.properties.type);
    const deadline = Number(message.properties.headers?.[RpcHeaders.deadline] ?? 0);
    if (deadline && Date.now() > deadline) {
      // The caller has already answered its user with a 503; acting now would surprise them.
      safeAck(channel, message);
      return;
    }
    const started = process.hrtime.bigint();
    const reply = message.fields.redelivered
      ? this.refuseRedelivered(pattern)
      : await this.answerRpc(pattern, message.content);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    this.options.logger.debug(
      { rpc: pattern, status: reply.ok ? 200 : reply.error.status, ms: Math.round(seconds * 1000) },
      'rpc answered',
    );
    this.options.metrics.rpcHandled.observe(
      { pattern, outcome: reply.ok ? 'ok' : String(reply.error.status) },
      seconds,
    );
    const replyTo = message.properties.replyTo as string | undefined;
    const correlationId = message.properties.correlationId as string | undefined;
    if (replyTo) {
      channel.sendToQueue(replyTo, Buffer.from(JSON.stringify(reply)), {
        correlationId,
        contentType: 'application/json',
      });
    }
    safeAck(channel, message);
  }

  /**
   * A request comes back only when the process holding it died or lost the broker before
   * acknowledging, which may have been after its writes committed. Acting again could store a
   * caregiver's message or assessment twice, so the caller is told to try again instead.
   */
  private refuseRedelivered(pattern: string): RpcReply {
    this.options.logger.warn(
      { rpc: pattern },
      'redelivered request refused: it may have been acted on',
    );
    return { ok: false, error: serviceUnavailable(this.options.service).body };
  }

  private async answerRpc(pattern: string, content: Buffer): Promise<RpcReply> {
    const contract = findRpc(pattern);
    const handler = this.messageHandlers.get(pattern);
    if (!contract || !handler || handler.isEventHandler) {
      return {
        ok: false,
        error: { status: 404, code: ErrorCodes.notFound, message: `Unknown request ${pattern}` },
      };
    }
    const request = contract.request.safeParse(parseJson(content));
    if (!request.success) {
      const message = request.error.issues[0]?.message ?? 'Invalid request';
      return { ok: false, error: { status: 400, code: ErrorCodes.validation, message } };
    }
    try {
      const result = await this.invoke(handler, request.data, new RpcContext(pattern));
      const response = contract.response.safeParse(result);
      if (response.success) return { ok: true, data: response.data };
      this.options.logger.error(
        { pattern, issues: response.error.issues },
        'handler answered outside its contract',
      );
      return { ok: false, error: internalError };
    } catch (error) {
      const body = RpcErrorBody.safeParse(error);
      if (body.success) return { ok: false, error: body.data };
      this.options.logger.error({ pattern, err: describe(error) }, 'RPC handler failed');
      return { ok: false, error: internalError };
    }
  }

  private async handleEventMessage(channel: Channel, message: ConsumeMessage): Promise<void> {
    const name = String(message.properties.type);
    const handler = this.messageHandlers.get(name);
    const { metrics, logger, inbox, service } = this.options;
    if (!handler?.isEventHandler) {
      safeAck(channel, message);
      return;
    }
    const envelope = parseJson(message.content) as Partial<EventEnvelope> | undefined;
    const contract = findEvent(name);
    const payload = contract?.schema.safeParse(envelope?.payload);
    if (!envelope?.id || !payload?.success) {
      logger.error(
        { event: name, issues: payload?.error?.issues },
        'malformed event parked in the dead-letter queue',
      );
      metrics.eventsConsumed.inc({ event: name, outcome: 'dead-lettered' });
      safeNack(channel, message);
      return;
    }
    const id = envelope.id;
    const occurredAt = envelope.occurredAt ?? new Date().toISOString();
    try {
      const apply = async (tx?: DbExecutor): Promise<void> => {
        await this.invoke(handler, payload.data, new EventContext(id, name, occurredAt, tx));
      };
      const outcome = inbox
        ? await inbox.once(id, name, service, apply, eventSubject(contract, payload.data))
        : (await apply(), 'applied');
      metrics.eventsConsumed.inc({ event: name, outcome });
      logger.debug({ event: name, eventId: id, outcome }, 'event handled');
      safeAck(channel, message);
    } catch (error) {
      this.retryOrPark(channel, message, name, error);
    }
  }

  private retryOrPark(
    channel: Channel,
    message: ConsumeMessage,
    name: string,
    error: unknown,
  ): void {
    const { metrics, logger, topology, service } = this.options;
    const attempts = Number(message.properties.headers?.[EventHeaders.attempts] ?? 0) + 1;
    if (attempts >= this.maxAttempts) {
      logger.error(
        { event: name, attempts, err: describe(error) },
        'event failed its last attempt; dead-lettered',
      );
      metrics.eventsConsumed.inc({ event: name, outcome: 'dead-lettered' });
      safeNack(channel, message);
      return;
    }
    const delay = this.retryDelaysMs[Math.min(attempts - 1, this.retryDelaysMs.length - 1)] ?? 1000;
    logger.warn(
      { event: name, attempts, delay, err: describe(error) },
      'event handler failed; will retry',
    );
    metrics.eventsConsumed.inc({ event: name, outcome: 'retried' });
    channel.sendToQueue(topology.retryQueue(service), message.content, {
      ...message.properties,
      persistent: true,
      expiration: String(delay),
      headers: { ...message.properties.headers, [EventHeaders.attempts]: attempts },
    });
    safeAck(channel, message);
  }

  private async invoke(handler: MessageHandler, data: unknown, context: unknown): Promise<unknown> {
    const result = this.transformToObservable(await handler(data, context));
    return lastValueFrom(result, { defaultValue: undefined });
  }
}

/** The account an event is about (its payload's `userId`), unless it reports an erasure done. */
function eventSubject(
  contract: EventContract | undefined,
  payload: unknown,
): EventSubject | undefined {
  const erasure = contract?.erasure;
  const userId = (payload as { userId?: unknown } | undefined)?.userId;
  if (erasure === 'confirms' || typeof userId !== 'string') return undefined;
  return { userId: userId.toLowerCase(), erases: erasure === 'erases' };
}

function parseJson(content: Buffer): unknown {
  try {
    return JSON.parse(content.toString('utf8'));
  } catch {
    return undefined;
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.stack ?? error.message;
  return JSON.stringify(error);
}

/** The channel may have closed under us (broker restart): the broker then redelivers, and inboxes dedupe. */
function safeAck(channel: Channel, message: ConsumeMessage): void {
  try {
    channel.ack(message);
  } catch {
    /* redelivered after reconnect */
  }
}

function safeNack(channel: Channel, message: ConsumeMessage): void {
  try {
    channel.nack(message, false, false);
  } catch {
    /* redelivered after reconnect */
  }
}
