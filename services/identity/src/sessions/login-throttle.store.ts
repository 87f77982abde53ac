import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { DomainError, REDIS, type Redis } from '@tend/platform';
import { LoginThrottle, lockoutSeconds } from './login-throttle';

type Subject = { kind: 'account' | 'ip'; id: string };

const freeAttempts = (kind: Subject['kind']) =>
  kind === 'account' ? LoginThrottle.perAccount.freeAttempts : LoginThrottle.perIp.freeAttempts;

/** Failures are only counted (never refused by this limiter itself): the lockout decides. */
const uncapped = Number.MAX_SAFE_INTEGER;

/**
 * Failure counts and lockouts per account and per IP, kept by rate-limiter-flexible in Redis so
 * every replica sees them (a count and its expiry are written in one Lua call), and in memory per
 * process while Redis cannot answer.
 */
@Injectable()
export class LoginThrottleStore {
  private readonly failures: RateLimiterRedis;
  private readonly locks: RateLimiterRedis;

  constructor(@Inject(REDIS) redis: Redis) {
    const failures = { points: uncapped, duration: LoginThrottle.memorySeconds };
    this.failures = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'login-fail',
      ...failures,
      insuranceLimiter: new RateLimiterMemory(failures),
    });
    this.locks = new RateLimiterRedis({
      storeClient: redis,
      keyPrefix: 'login-lock',
      points: 1,
      duration: 1,
      insuranceLimiter: new RateLimiterMemory({ points: 1, duration: 1 }),
    });
  }

  async assertOpen(email: string, ip: string): Promise<void> {
    for (const subject of subjects(email, ip)) {
      const lock = await this.locks.get(keyOf(subject));
      const seconds = lock && lock.consumedPoints > 1 ? Math.ceil(lock.msBeforeNext / 1000) : 0;
      if (seconds > 0) {
        const wait = seconds > 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
        throw DomainError.tooManyRequests(
          `Too many sign-in attempts. Please wait ${wait} and try again.`,
        );
      }
    }
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    for (const subject of subjects(email, ip)) {
      const { consumedPoints } = await this.failures.penalty(keyOf(subject));
      const seconds = lockoutSeconds(consumedPoints, freeAttempts(subject.kind));
      if (seconds > 0) await this.locks.block(keyOf(subject), seconds);
    }
  }

  async recordSuccess(email: string): Promise<void> {
    await this.failures.delete(keyOf({ kind: 'account', id: email }));
  }

  /** A new password proves the owner: the account's failures and lockout are forgotten. */
  async forgiveAccount(email: string): Promise<void> {
    const account = keyOf({ kind: 'account', id: email });
    await Promise.all([this.failures.delete(account), this.locks.delete(account)]);
  }
}

function subjects(email: string, ip: string): Subject[] {
  return [
    { kind: 'account', id: email },
    { kind: 'ip', id: ip },
  ];
}

function keyOf({ kind, id }: Subject): string {
  return `${kind}:${id}`;
}
