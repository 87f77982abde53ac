import type IORedis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../errors/domain-error';

/** How many requests a subject may make in a window that starts at its first request. */
export interface LimitRule {
  max: number;
  windowSeconds: number;
}

export interface RequestLimit extends LimitRule {
  /** What is counted and for whom, e.g. `verify:email:ann@example.com`. */
  key: string;
  /** The 429's words: what happened and what the person can do now. */
  message: string;
}

export type LimitOutcome = { limited: false } | { limited: true; retryAfterSeconds: number };

const limiters = new WeakMap<IORedis, Map<string, RateLimiterRedis>>();

/**
 * rate-limiter-flexible's Redis limiter: window and count in one Lua call (a crash can never leave a
 * counter without its expiry), shared by every replica. When Redis cannot answer (the client
 * gives up after its retries), each process counts in memory instead (its insurance limiter), so a
 * limit still holds rather than vanishing.
 */
function limiterFor(redis: IORedis, { max, windowSeconds }: LimitRule): RateLimiterRedis {
  const byRule = limiters.get(redis) ?? new Map<string, RateLimiterRedis>();
  limiters.set(redis, byRule);
  const name = `${max}/${windowSeconds}`;
  let limiter = byRule.get(name);
  if (!limiter) {
    limiter = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'ratelimit',
      points: max,
      duration: windowSeconds,
      insuranceLimiter: new RateLimiterMemory({ points: max, duration: windowSeconds }),
    });
    byRule.set(name, limiter);
  }
  return limiter;
}

/** Counts one request of `key` (under the process's Redis prefix, as `ratelimit:<key>`). */
export async function countRequest(
  redis: IORedis,
  rule: LimitRule,
  key: string,
): Promise<LimitOutcome> {
  try {
    await limiterFor(redis, rule).consume(key);
    return { limited: false };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return {
        limited: true,
        retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
      };
    }
    throw rejection;
  }
}

/** Counts one request against a limit shared by every replica; over it, a 429 with its words. */
export async function consumeRequestLimit(redis: IORedis, limit: RequestLimit): Promise<void> {
  const outcome = await countRequest(redis, limit, limit.key);
  if (outcome.limited) throw DomainError.tooManyRequests(limit.message);
}
