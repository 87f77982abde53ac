import { once } from 'node:events';
import { Socket } from 'node:net';
import type { Channel, ChannelModel, ConsumeMessage } from 'amqplib';
import type IORedis from 'ioredis';
import pino from 'pino';
import { AmqpConnection } from '../../src/messaging/amqp-connection';
import { createRedis } from '../../src/redis/redis';
import { TestNamespace } from '../../src/testing';
import { expectWrittenFor } from './written-for';

const commands = 500;
const numbered = (count: number) => Array.from({ length: count }, (_, i) => String(i));

/** The socket `coalesceWrites` wrapped: its `write` is the coalescing one. */
function expectCoalescing(socket: unknown): void {
  expect(socket).toBeInstanceOf(Socket);
  expect((socket as Socket).write.name).toBe('coalescedWrite');
}

/**
 * Guard rail for net/coalesced-writes.ts, which replaces `write` on the sockets of ioredis
 * (`client.stream`, reached from redis.ts) and amqplib (the ChannelModel's `connection.stream`,
 * reached from amqp-connection.ts). Corking and its flush on a bare socket are covered by
 * coalesced-writes.spec.ts; this file checks the libraries still write through those sockets and
 * that every command arrives, in order, under concurrency.
 */
describe('guard rail: coalesced writes on the sockets of ioredis and amqplib', () => {
  const ns = new TestNamespace();

  afterAll(() => ns.cleanup());

  it('runs on the ioredis and amqplib it was written for', () => {
    expectWrittenFor(
      'ioredis',
      '5.11.1',
      "redis.ts: after each 'connect' the client's `stream` is the net.Socket it writes every command to with write()",
    );
    expectWrittenFor(
      'amqplib',
      '0.10.9',
      'amqp-connection.ts: a ChannelModel keeps its Connection as `connection`, whose `stream` is the net.Socket every frame is written to with write()',
    );
  });

  describe('Redis', () => {
    let redis: IORedis;

    beforeAll(async () => {
      redis = createRedis(ns.env().REDIS_URL as string, ns.id);
      await once(redis, 'ready');
    });
    afterAll(() => redis?.quit());

    it('writes the commands of one turn through the socket it wrapped, and sends them', async () => {
      expectCoalescing(redis.stream);
      const sent = Promise.all([redis.set('guard:a', '1'), redis.incr('guard:a')]);
      expect(redis.stream.writableCorked).toBe(1);
      expect(await sent).toEqual(['OK', 2]);
    });

    it('answers every one of many concurrent commands, in order', async () => {
      const large = 'x'.repeat(64 * 1024);
      const lengths = await Promise.all(
        numbered(commands).map((value, i) =>
          i % 100 === 50
            ? redis.rpush('guard:list', `${value}:${large}`)
            : redis.rpush('guard:list', value),
        ),
      );
      expect(lengths).toEqual(numbered(commands).map((_, i) => i + 1));
      const stored = await redis.lrange('guard:list', 0, -1);
      expect(stored.map((value) => value.split(':')[0])).toEqual(numbered(commands));
    });

    it('wraps the new socket after a reconnect', async () => {
      const before = redis.stream;
      redis.disconnect(true);
      await once(redis, 'ready');
      expect(redis.stream).not.toBe(before);
      expectCoalescing(redis.stream);
      expect(await redis.incr('guard:a')).toBe(3);
    });
  });

  describe('RabbitMQ', () => {
    let amqp: AmqpConnection;

    beforeAll(async () => {
      amqp = new AmqpConnection(
        ns.env().RABBITMQ_URL as string,
        `${ns.id}-guard`,
        pino({ level: 'silent' }),
      );
      await amqp.manager.connect();
    });
    afterAll(() => amqp?.close());

    it("writes through the connection's socket it wrapped", () => {
      const model = amqp.manager.connection as ChannelModel;
      expectCoalescing((model as unknown as { connection: { stream: unknown } }).connection.stream);
    });

    it('delivers every one of many concurrent publishes, in order', async () => {
      const queue = `${ns.id}.guard-coalesced`;
      const received: string[] = [];
      let done: () => void = () => undefined;
      const all = new Promise<void>((resolve) => (done = resolve));
      const channel = amqp.manager.createChannel({
        setup: async (ch: Channel) => {
          await ch.assertQueue(queue, { exclusive: true });
          await ch.consume(
            queue,
            (message: ConsumeMessage | null) => {
              if (message) received.push(message.content.toString());
              if (received.length === commands) done();
            },
            { noAck: true },
          );
        },
      });
      await channel.waitForConnect();
      await Promise.all(
        numbered(commands).map((value) => channel.sendToQueue(queue, Buffer.from(value))),
      );
      await all;
      expect(received).toEqual(numbered(commands));
      await channel.close();
    });
  });
});
