import { Injectable, SetMetadata, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import type { AuthenticatedRequest } from '../auth/caller';
import { RequestLimits, type RateLimitRule } from './request-limits';

export type { RateLimitRule } from './request-limits';

const RATE_LIMIT = 'tend:rate-limit';

/**
 * A tighter limit for one route, on top of the per-address limit every route has (counted by
 * AuthGuard, in the same Redis round trip as the session check).
 */
export const RateLimit = (rule: RateLimitRule) => SetMetadata(RATE_LIMIT, rule);

/** Counts a route's own limit, after AuthGuard has said who is asking (a rule may be per user). */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RequestLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT, context.getHandler());
    if (!rule) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<AuthenticatedRequest>();
    const subject = rule.by === 'user' ? (request.caller?.userId ?? request.ip) : request.ip;
    await this.limits.count(rule, subject, http.getResponse<FastifyReply>());
    return true;
  }
}
