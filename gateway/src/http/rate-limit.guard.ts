import {
  Inject,
  Injectable,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { HttpException } from '@nestjs/common';
import { CONFIG, REDIS, type Redis } from '@tend/platform';
import type { GatewayConfig } from '../config/gateway-env';
import type { AuthenticatedRequest } from '../auth/caller';
import { errorBody } from './error-body';

export interface RateLimitRule {
  name: string;
  limit: number;
  windowSeconds: number;
  by: 'ip' | 'user';
}

const RATE_LIMIT = 'tend:rate-limit';

/** A tighter limit for one route, on top of the per-IP limit every /api route has. */
export const RateLimit = (rule: RateLimitRule) => SetMetadata(RATE_LIMIT, rule);

/** Fixed-window counters in Redis, shared by every gateway replica. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const global: RateLimitRule = {
      name: 'api',
      limit: this.config.RATE_LIMIT_PER_MINUTE,
      windowSeconds: 60,
      by: 'ip',
    };
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT, context.getHandler());
    for (const current of rule ? [global, rule] : [global]) await this.consume(current, request);
    return true;
  }

  private async consume(rule: RateLimitRule, request: AuthenticatedRequest): Promise<void> {
    const subject = rule.by === 'user' ? (request.caller?.userId ?? request.ip) : request.ip;
    const window = Math.floor(Date.now() / 1000 / rule.windowSeconds);
    const key = `ratelimit:${rule.name}:${subject}:${window}`;
    let count: number;
    try {
      const [[, incremented]] = (await this.redis
        .multi()
        .incr(key)
        .expire(key, rule.windowSeconds + 1)
        .exec()) as [[null, number]];
      count = incremented;
    } catch {
      return; // Redis down: better to serve caregivers than to refuse everyone.
    }
    if (count > rule.limit) {
      throw new HttpException(
        errorBody(429, 'Too many requests. Please wait a moment and try again.'),
        429,
      );
    }
  }
}
