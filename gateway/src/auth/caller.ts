import type { FastifyRequest } from 'fastify';
import type { Role } from '@tend/contracts';

export interface Caller {
  userId: string;
  sessionId: string;
  role: Role;
  /** How the credential arrived: cookie-authenticated writes get a CSRF check. */
  via: 'bearer' | 'cookie';
}

export type AuthenticatedRequest = FastifyRequest & { caller?: Caller };

export const SessionCookie = 'tend_session';

/** The bearer header wins over the cookie, as the spec's client sends the stored token when it has one. */
export function readCredential(
  request: FastifyRequest,
): { token: string; via: Caller['via'] } | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice('Bearer '.length).trim();
    if (token) return { token, via: 'bearer' };
  }
  const cookie = (request.cookies as Record<string, string | undefined> | undefined)?.[
    SessionCookie
  ];
  return cookie ? { token: cookie, via: 'cookie' } : undefined;
}
