import { randomUUID } from 'node:crypto';
import * as amqplib from 'amqplib';
import { sql } from 'drizzle-orm';
import { IdentityRpc, UserRegistered } from '@tend/contracts';
import {
  DATABASE,
  Outbox,
  OutboxRelay,
  RpcCallError,
  PlatformMetrics,
  RpcHeaders,
  startService,
  type RpcReply,
  type Database,
  type RunningService,
} from '../src';
import { TcpProxy, TestNamespace, eventually } from '../src/testing';
import {
  appliedCounts,
  countingIdentity,
  producer,
  recordingConsumer,
  registeredPayload,
  rpcCalls,
} from './fixtures/recording-consumer';

describe('events through the outbox and RabbitMQ', () => {
  const ns = new TestNamespace();
  const proxy = new TcpProxy('127.0.0.1', 5672);
  let source: RunningService<unknown>;
  let consumers: RunningService<unknown>[];

  const db = (service: RunningService<unknown>) => service.app.get<Database>(DATABASE);

  /** Commits `count` events one after another; `afterEach` hears how many are committed so far. */
  async function raise(
    count: number,
    afterEach: (committed: number) => void = () => undefined,
  ): Promise<string[]> {
    const ids = Array.from({ length: count }, () => randomUUID());
    const outbox = source.app.get(Outbox);
    for (const [index, userId] of ids.entries()) {
      await db(source).transaction((tx) =>
        outbox.add(tx, UserRegistered, registeredPayload(userId)),
      );
      afterEach(index + 1);
    }
    return ids;
  }

  /** Of these events, how many the source's outbox holds as not yet published. */
  async function unpublished(userIds: string[]): Promise<number> {
    const { rows } = await db(source).execute<{ n: number }>(
      sql`select count(*)::int as n from outbox where published_at is null
          and payload->>'userId' in (${sql.join(
            userIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    return rows[0]?.n ?? 0;
  }

  /** Events a consumer has handled so far, applied or recognised as a duplicate. */
  async function handled(consumer: RunningService<unknown>): Promise<number> {
    const { values } = await consumer.app.get(PlatformMetrics).eventsConsumed.get();
    return values
      .filter((v) => v.labels.outcome === 'applied' || v.labels.outcome === 'duplicate')
      .reduce((sum, v) => sum + v.value, 0);
  }

  async function expectAppliedExactlyOnce(userIds: string[]) {
    for (const consumer of consumers) {
      const counts = await eventually(
        async () => {
          const current = await appliedCounts(db(consumer));
          return userIds.every((id) => current.has(id)) && current;
        },
        20_000,
        `${consumer.name} to apply ${userIds.length} events`,
      );
      for (const id of userIds) expect(counts.get(id)).toBe(1);
    }
  }

  beforeAll(async () => {
    await proxy.start();
    source = await startService(
      producer,
      ns.config(producer, { RABBITMQ_URL: `amqp://guest:guest@127.0.0.1:${proxy.port}` }),
    );
    consumers = await Promise.all(
      ['consumer_a', 'consumer_b'].map((name) =>
        startService(recordingConsumer(name), ns.config(recordingConsumer(name))),
      ),
    );
  });

  afterAll(async () => {
    await Promise.all([source, ...consumers].map((s) => s?.stop()));
    await proxy.stop();
    await ns.cleanup();
  });

  it('delivers an event to each of two consuming services exactly once', async () => {
    const ids = await raise(3);
    await expectAppliedExactlyOnce(ids);
  });

  it('delivers events written while the broker connection is cut, once it is back, exactly once', async () => {
    proxy.cut();
    const ids = await raise(5);
    // The relay has tried them and could not publish: they are still in the outbox, unapplied.
    await source.app.get(OutboxRelay).wake();
    expect(await unpublished(ids)).toBe(5);
    for (const consumer of consumers) {
      const counts = await appliedCounts(db(consumer));
      expect(ids.some((id) => counts.has(id))).toBe(false);
    }
    proxy.restore();
    await expectAppliedExactlyOnce(ids);
  });

  it('survives the connection being cut in the middle of publishing a burst', async () => {
    // Cut once a quarter of the burst is committed, while the relay is publishing it. The outage
    // lasting 700 ms is the scenario: long enough that publishes in flight fail and the rest of
    // the burst is committed with no broker, then it is back.
    const ids = await raise(40, (committed) => {
      if (committed !== 10) return;
      proxy.cut();
      setTimeout(() => proxy.restore(), 700);
    });
    await source.app.get(OutboxRelay).wake();
    await expectAppliedExactlyOnce(ids);
  });

  it('applies events arriving together exactly once when one of their handlers fails', async () => {
    const ids = Array.from({ length: 6 }, () => randomUUID());
    const failing = randomUUID();
    const payloads = ids.map((id) => registeredPayload(id));
    payloads.splice(3, 0, registeredPayload(failing, 'always-fails'));
    await db(source).transaction((tx) =>
      source.app.get(Outbox).addMany(tx, UserRegistered, payloads),
    );
    await expectAppliedExactlyOnce(ids);
    for (const consumer of consumers)
      expect((await appliedCounts(db(consumer))).has(failing)).toBe(false);
  });

  it('applies an event delivered twice only once', async () => {
    const userId = randomUUID();
    const envelope = {
      id: randomUUID(),
      name: UserRegistered.name,
      occurredAt: new Date().toISOString(),
      payload: registeredPayload(userId),
    };
    const handledBefore = await Promise.all(consumers.map(handled));
    const connection = await amqplib.connect('amqp://guest:guest@127.0.0.1:5672');
    const channel = await connection.createConfirmChannel();
    for (let i = 0; i < 2; i++) {
      channel.publish(
        ns.topology.eventsExchange,
        UserRegistered.name,
        Buffer.from(JSON.stringify(envelope)),
        {
          messageId: envelope.id,
          type: envelope.name,
          persistent: true,
        },
      );
    }
    await channel.waitForConfirms();
    await connection.close();
    await expectAppliedExactlyOnce([userId]);
    // Both copies handled by each consumer, so a second application would have shown by now.
    await eventually(
      async () =>
        (await Promise.all(consumers.map(handled))).every(
          (count, i) => count >= handledBefore[i] + 2,
        ),
      20_000,
      'each consumer to handle both copies',
    );
    for (const consumer of consumers)
      expect((await appliedCounts(db(consumer))).get(userId)).toBe(1);
  });
});

describe('RPC to a service that is not running', () => {
  const ns = new TestNamespace();
  let caller: RunningService<unknown>;

  beforeAll(async () => {
    caller = await startService(producer, ns.config(producer, { RPC_TIMEOUT_MS: '1500' }));
  });
  afterAll(async () => {
    await caller?.stop();
    await ns.cleanup();
  });

  it('fails at once with a 503 when the service has never declared its queue', async () => {
    const { RpcClient } = await import('../src');
    const started = Date.now();
    const error = await caller.app
      .get(RpcClient)
      .call(IdentityRpc.currentUser, { userId: randomUUID() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RpcCallError);
    expect((error as RpcCallError).body.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('fails with a 503 within the timeout when the queue exists but nobody consumes it', async () => {
    const connection = await amqplib.connect('amqp://guest:guest@127.0.0.1:5672');
    const channel = await connection.createChannel();
    await channel.assertQueue(ns.topology.rpcQueue('identity'), { durable: true });
    ns.track('identity');
    await connection.close();
    const { RpcClient } = await import('../src');
    const started = Date.now();
    const error = await caller.app
      .get(RpcClient)
      .call(IdentityRpc.currentUser, { userId: randomUUID() })
      .catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    expect((error as RpcCallError).body.status).toBe(503);
    expect(elapsed).toBeGreaterThanOrEqual(1400);
    expect(elapsed).toBeLessThan(4000);
  });
});

describe('an RPC request that comes back after the process holding it died', () => {
  const ns = new TestNamespace();
  let connection: amqplib.ChannelModel;
  let service: RunningService<unknown> | undefined;

  beforeAll(async () => {
    connection = await amqplib.connect('amqp://guest:guest@127.0.0.1:5672');
    ns.track('identity');
  });
  afterAll(async () => {
    await service?.stop();
    await connection.close();
    await ns.cleanup();
  });

  it('is refused with a 503, never acted on a second time, while fresh requests are answered', async () => {
    const channel = await connection.createChannel();
    const rpcQueue = ns.topology.rpcQueue('identity');
    await channel.assertQueue(rpcQueue, { durable: true });
    const { queue: replyTo } = await channel.assertQueue('', { exclusive: true });
    const replies = new Map<string, RpcReply>();
    await channel.consume(
      replyTo,
      (message) => {
        if (message)
          replies.set(
            message.properties.correlationId as string,
            JSON.parse(message.content.toString()) as RpcReply,
          );
      },
      { noAck: true },
    );
    const ask = (correlationId: string) =>
      channel.sendToQueue(rpcQueue, Buffer.from(JSON.stringify({ userId: randomUUID() })), {
        correlationId,
        replyTo,
        type: IdentityRpc.currentUser.pattern,
        headers: { [RpcHeaders.deadline]: Date.now() + 30_000 },
      });

    // A process takes the request and dies before acknowledging it: the broker hands it back.
    const doomed = await connection.createChannel();
    await doomed.prefetch(1);
    const taken = new Promise<void>((resolve) => {
      void doomed.consume(rpcQueue, (message) => message && resolve());
    });
    ask('taken-by-the-dead');
    await taken;
    await doomed.close();

    service = await startService(countingIdentity, ns.config(countingIdentity));
    ask('fresh');
    await eventually(async () => replies.size === 2, 10_000, 'both replies');
    expect(replies.get('taken-by-the-dead')).toMatchObject({ ok: false, error: { status: 503 } });
    expect(replies.get('fresh')).toMatchObject({ ok: false, error: { status: 404 } });
    expect(rpcCalls.handled).toBe(1);
  });
});
