import { Inject, Injectable } from '@nestjs/common';
import { DomainError, REDIS, type Redis } from '@tend/platform';

export interface RequestLimit {
  /** What is counted and for whom, e.g. `verify:email:ann@example.com`. */
  key: string;
  max: number;
  windowSeconds: number;
  /** The 429's words: what happened and how long to wait. */
  message: string;
}

/** Counts requests per key in Redis (one window from the first request), shared by every replica. */
@Injectable()
export class RequestLimiter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async consume({ key, max, windowSeconds, message }: RequestLimit): Promise<void> {
    const counter = `ratelimit:${key}`;
    const count = await this.redis.incr(counter);
    if (count === 1) await this.redis.expire(counter, windowSeconds);
    if (count > max) throw DomainError.tooManyRequests(message);
  }
}
