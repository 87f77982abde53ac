import jwt from 'jsonwebtoken';
import { SessionTokenIssuer } from '@tend/contracts';

export function signSessionToken(
  secret: string,
  session: { userId: string; sessionId: string; expiresAt: Date },
): string {
  return jwt.sign({ sid: session.sessionId }, secret, {
    algorithm: 'HS256',
    subject: session.userId,
    issuer: SessionTokenIssuer,
    expiresIn: Math.max(1, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)),
  });
}
