import { Inject, Injectable } from '@nestjs/common';
import { consumeRequestLimit, REDIS, type Redis, type RequestLimit } from '@tend/platform';

export type { RequestLimit } from '@tend/platform';

/** Identity's requests counted against their limits (the count is the platform's, atomic). */
@Injectable()
export class RequestLimiter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  consume(limit: RequestLimit): Promise<void> {
    return consumeRequestLimit(this.redis, limit);
  }
}
