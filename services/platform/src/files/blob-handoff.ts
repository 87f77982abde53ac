import { randomUUID } from 'node:crypto';
import type IORedis from 'ioredis';

/**
 * Hands a file's bytes from one process to another through Redis under a short-lived,
 * unguessable key: RPC messages stay small, and the bytes are gone once taken (or expired).
 */
export class BlobHandoff {
  constructor(
    private readonly redis: IORedis,
    private readonly prefix: string,
    private readonly ttlSeconds = 60,
  ) {}

  async put(bytes: Buffer): Promise<string> {
    const key = `${this.prefix}:${randomUUID()}`;
    await this.redis.set(key, bytes, 'EX', this.ttlSeconds);
    return key;
  }

  /** The bytes under `key`, removed in the same step; undefined when expired or already taken. */
  async take(key: string): Promise<Buffer | undefined> {
    const results = await this.redis.multi().getBuffer(key).del(key).exec();
    const bytes = results?.[0]?.[1];
    return Buffer.isBuffer(bytes) ? bytes : undefined;
  }
}
