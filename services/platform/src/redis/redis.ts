import IORedis, { type RedisOptions } from 'ioredis';
import { coalesceWrites } from '../net/coalesced-writes';

export const REDIS = Symbol('REDIS');
export type { Redis } from 'ioredis';

/** ioredis options from a redis:// URL (BullMQ wants options, not a shared client). */
export function redisOptions(url: string): RedisOptions {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: parsed.pathname.length > 1 ? Number(parsed.pathname.slice(1)) : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
  };
}

/** Key prefix for everything this process keeps in Redis (rate limits, sessions, caches). */
export function redisKeyPrefix(namespace: string): string {
  return namespace ? `${namespace}:tend:` : 'tend:';
}

export function createRedis(url: string, namespace: string): IORedis {
  const client = new IORedis({
    ...redisOptions(url),
    keyPrefix: redisKeyPrefix(namespace),
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    // No auto-pipelining: with it, ioredis threw an uncatchable TypeError ('results[i] is not
    // iterable', autoPipelining.js) out of a pipeline that came back short, which ends the process.
    enableAutoPipelining: false,
  });
  client.on('error', () => undefined); // reconnects by itself; readiness reports it meanwhile
  // The gateway's session lookups and rate limits of every request in flight leave in one write.
  // `stream` is ioredis's internal socket (guarded by test/guard-rails/coalesced-writes.test.ts).
  client.on('connect', () => coalesceWrites(client.stream));
  return client;
}
