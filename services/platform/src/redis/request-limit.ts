import type IORedis from 'ioredis';
import { DomainError } from '../errors/domain-error';

export interface RequestLimit {
  /** What is counted and for whom, e.g. `verify:email:ann@example.com`. */
  key: string;
  max: number;
  windowSeconds: number;
  /** The 429's words: what happened and what the person can do now. */
  message: string;
}

/**
 * Counts one request against a limit shared by every replica: one window from the first request.
 * The window and the count are set in one transaction, so a crash between them can never leave
 * a counter without an expiry (which would lock its key out for good).
 */
export async function consumeRequestLimit(
  redis: IORedis,
  { key, max, windowSeconds, message }: RequestLimit,
): Promise<void> {
  const counter = `ratelimit:${key}`;
  const result = await redis
    .multi()
    .set(counter, 0, 'EX', windowSeconds, 'NX')
    .incr(counter)
    .exec();
  const count = Number(result?.[1]?.[1] ?? 0);
  if (count > max) throw DomainError.tooManyRequests(message);
}
