import type { FastifyReply } from 'fastify';
import { SessionCookie } from '../../auth/caller';

/** The session also travels as an httpOnly, SameSite=Lax cookie (unreadable by page scripts). */
export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: string,
  publicUrl: string,
): void {
  reply.setCookie(SessionCookie, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: publicUrl.startsWith('https://'),
    path: '/',
    expires: new Date(expiresAt),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SessionCookie, { path: '/' });
}
