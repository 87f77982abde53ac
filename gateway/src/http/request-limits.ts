import { HttpException, Inject, Injectable } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { CONFIG, REDIS, countRequest, type Redis } from '@tend/platform';
import type { GatewayConfig } from '../config/gateway-env';
import { errorBody } from './error-body';

export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
  by: 'ip' | 'user';
}

/**
 * The gateway's request limits, counted by the platform's rate-limiter-flexible limiter in Redis
 * (shared by every replica; in memory per process while Redis is away). Over a limit: a 429 with
 * Retry-After.
 */
@Injectable()
export class RequestLimits {
  /** Every /api route (and the health endpoints) shares one per-address limit. */
  private readonly perAddress: RateLimitRule;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) config: GatewayConfig,
  ) {
    this.perAddress = {
      name: 'api',
      limit: config.RATE_LIMIT_PER_MINUTE,
      windowSeconds: 60,
      by: 'ip',
    };
  }

  countAddress(ip: string, reply: FastifyReply): Promise<void> {
    return this.count(this.perAddress, ip, reply);
  }

  async count(rule: RateLimitRule, subject: string, reply: FastifyReply): Promise<void> {
    const outcome = await countRequest(
      this.redis,
      { max: rule.limit, windowSeconds: rule.windowSeconds },
      // Its own key space: a service may count the same subject under the same name for its own limit.
      `gateway:${rule.name}:${subject}`,
    );
    if (!outcome.limited) return;
    void reply.header('retry-after', String(outcome.retryAfterSeconds));
    throw new HttpException(
      errorBody(429, 'Too many requests. Please wait a moment and try again.'),
      429,
    );
  }
}
