import { randomBytes } from 'node:crypto';
import * as amqplib from 'amqplib';
import IORedis from 'ioredis';
import { loadConfig, type Env } from '../config/load-config';
import { dropDatabase } from '../database/prepare-database';
import { Topology } from '../messaging/topology';
import { redisOptions } from '../redis/redis';
import type { ServiceDefinition } from '../bootstrap/service-definition';

const postgresBase = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const rabbitUrl = process.env.TEST_RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * A test file's own slice of the real PostgreSQL, RabbitMQ and Redis: its own databases, queues,
 * exchanges and keys, all removed by `cleanup()`. Files run in parallel without meeting.
 */
export class TestNamespace {
  readonly id = `t${randomBytes(5).toString('hex')}`;
  readonly topology = new Topology(this.id);
  private readonly databases = new Set<string>();
  private readonly consumers = new Set<string>();

  databaseUrl(service: string): string {
    const url = `${postgresBase}/tend_${this.id}_${service.replace(/-/g, '_')}`;
    this.databases.add(url);
    return url;
  }

  /** The environment every process in this namespace shares. */
  env(extra: Env = {}): Env {
    return {
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      TEND_NAMESPACE: this.id,
      RABBITMQ_URL: rabbitUrl,
      REDIS_URL: redisUrl,
      HEALTH_PORT: '0',
      ...extra,
    };
  }

  /** A validated config for a service in this namespace, with its own database. */
  config<C extends Parameters<ServiceDefinition['module']>[0]>(
    definition: ServiceDefinition<C>,
    extra: Env = {},
  ): C {
    this.consumers.add(definition.consumer ?? definition.name);
    const database = definition.migrationsFolder
      ? { DATABASE_URL: this.databaseUrl(definition.consumer ?? definition.name) }
      : {};
    return loadConfig(definition.env, this.env({ ...database, ...extra }));
  }

  /** Registers a consumer name whose queues `cleanup()` must delete (for hand-built transports). */
  track(consumer: string): void {
    this.consumers.add(consumer);
  }

  /**
   * Whether a process of `consumer` is taking its events: until it is, an event published in a
   * fresh namespace reaches no queue (production's queues outlive their processes).
   */
  async consuming(consumer: string): Promise<boolean> {
    const connection = await amqplib.connect(rabbitUrl);
    try {
      const channel = await connection.createChannel();
      channel.on('error', () => undefined); // an undeclared queue closes the channel: "not yet"
      const queue = await channel.checkQueue(this.topology.eventsQueue(consumer)).catch(() => null);
      return (queue?.consumerCount ?? 0) > 0;
    } finally {
      await connection.close().catch(() => undefined);
    }
  }

  async cleanup(): Promise<void> {
    await Promise.all([...this.databases].map((url) => dropDatabase(url).catch(() => undefined)));
    await this.deleteBrokerObjects();
    await this.deleteRedisKeys();
  }

  private async deleteBrokerObjects(): Promise<void> {
    const connection = await amqplib.connect(rabbitUrl);
    try {
      const channel = await connection.createChannel();
      channel.on('error', () => undefined);
      for (const consumer of this.consumers) {
        for (const queue of [
          this.topology.rpcQueue(consumer),
          this.topology.eventsQueue(consumer),
          this.topology.retryQueue(consumer),
          this.topology.deadLetterQueue(consumer),
        ]) {
          await channel.deleteQueue(queue);
        }
      }
      await channel.deleteExchange(this.topology.eventsExchange);
      await channel.deleteExchange(this.topology.deadLetterExchange);
      await channel.close();
    } finally {
      await connection.close();
    }
  }

  private async deleteRedisKeys(): Promise<void> {
    const redis = new IORedis(redisOptions(redisUrl));
    try {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${this.id}:*`, 'COUNT', 500);
        cursor = next;
        if (keys.length > 0) await redis.del(...keys);
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  }
}

/** Polls until `probe` returns a value (not undefined, null or false), or fails after `timeoutMs`. */
export async function eventually<T>(
  probe: () => Promise<T | undefined | false>,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value !== undefined && value !== null && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const reason = lastError instanceof Error ? `: ${lastError.message}` : '';
  throw new Error(`Timed out waiting for ${what}${reason}`);
}
