import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

/** Who is asking, as identity needs it for per-IP limits and the session record. */
export function clientInfo(request: FastifyRequest): ClientInfo {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: userAgent ? userAgent.slice(0, 512) : undefined };
}

export const Client = createParamDecorator((_: unknown, context: ExecutionContext): ClientInfo =>
  clientInfo(context.switchToHttp().getRequest<FastifyRequest>()),
);
