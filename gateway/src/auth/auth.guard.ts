import {
  ForbiddenException,
  Injectable,
  UnauthorizedException,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import type { Role } from '@tend/contracts';
import { PUBLIC_ROUTE } from '@tend/platform';
import { RequestLimits } from '../http/request-limits';
import { REQUIRED_ROLE } from './auth.decorators';
import { readCredential, type AuthenticatedRequest } from './caller';
import { isProvenSameOrigin } from './csrf';
import { SessionVerifier } from './session-verifier';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Runs on every route. A valid credential always identifies the caller (public routes may use
 * it); a guarded route without one is a 401, with the wrong role a 403. Writes authenticated by
 * cookie alone must come from our own pages (CSRF). The per-address request limit is counted at
 * the same moment as the session is looked up, so both go to Redis in one round trip.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionVerifier,
    private readonly limits: RequestLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    const request = http.getRequest<AuthenticatedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const isPublic = this.reflector.getAllAndOverride<boolean>(PUBLIC_ROUTE, targets) ?? false;
    const role = this.reflector.getAllAndOverride<Role | undefined>(REQUIRED_ROLE, targets);

    const credential = readCredential(request);
    const [caller] = await Promise.all([
      credential ? this.sessions.verify(credential.token, credential.via) : undefined,
      this.limits.countAddress(request.ip, http.getResponse<FastifyReply>()),
    ]);
    request.caller = caller;

    if (
      caller?.via === 'cookie' &&
      unsafeMethods.has(request.method) &&
      !isProvenSameOrigin(request)
    ) {
      throw new ForbiddenException(
        'This request did not come from Tend. Please reload the page and try again.',
      );
    }
    if (isPublic) return true;
    if (!caller) throw new UnauthorizedException('Unauthorized: please sign in to continue.');
    if (role && caller.role !== role) throw new ForbiddenException('Access Denied');
    return true;
  }
}
