import { z } from 'zod';
import { UserId } from '../common/primitives';

/** What identity signs into a session token and the gateway checks (HS256, issuer tend-identity). */
export const SessionTokenClaims = z.object({
  sub: UserId,
  sid: z.uuid(),
  iat: z.number(),
  exp: z.number(),
});
export type SessionTokenClaims = z.infer<typeof SessionTokenClaims>;

export const SessionTokenIssuer = 'tend-identity';

/**
 * The Redis key (under the environment's prefix) caching a session's state: its role while it is
 * alive, 'revoked' once it is not. Identity writes it on sign-in and revocation; the gateway reads it.
 */
export function sessionCacheKey(sessionId: string): string {
  return `session:${sessionId}`;
}
