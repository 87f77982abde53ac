import { Inject, Injectable } from '@nestjs/common';
import { DomainError, REDIS, type Redis } from '@tend/platform';
import { LoginThrottle, lockoutSeconds } from './login-throttle';

type Subject = { kind: 'account' | 'ip'; id: string };

const freeAttempts = (kind: Subject['kind']) =>
  kind === 'account' ? LoginThrottle.perAccount.freeAttempts : LoginThrottle.perIp.freeAttempts;

/** Failure counts and lockouts per account and per IP, in Redis so every replica sees them. */
@Injectable()
export class LoginThrottleStore {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async assertOpen(email: string, ip: string): Promise<void> {
    for (const subject of subjects(email, ip)) {
      const seconds = await this.redis.ttl(`login-lock:${subject.kind}:${subject.id}`);
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
      const counter = `login-fail:${subject.kind}:${subject.id}`;
      const failures = await this.redis.incr(counter);
      await this.redis.expire(counter, LoginThrottle.memorySeconds);
      const seconds = lockoutSeconds(failures, freeAttempts(subject.kind));
      if (seconds > 0)
        await this.redis.set(`login-lock:${subject.kind}:${subject.id}`, '1', 'EX', seconds);
    }
  }

  async recordSuccess(email: string): Promise<void> {
    await this.redis.del(`login-fail:account:${email}`);
  }

  /** A new password proves the owner: the account's failures and lockout are forgotten. */
  async forgiveAccount(email: string): Promise<void> {
    await this.redis.del(`login-fail:account:${email}`, `login-lock:account:${email}`);
  }
}

function subjects(email: string, ip: string): Subject[] {
  return [
    { kind: 'account', id: email },
    { kind: 'ip', id: ip },
  ];
}
