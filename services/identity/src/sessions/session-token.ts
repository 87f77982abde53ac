import type { KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { SessionTokenIssuer } from '@tend/contracts';

/** `key`: the JWT secret as a KeyObject, made once (a string is re-parsed as a PEM key per call). */
export function signSessionToken(
  key: KeyObject,
  session: { userId: string; sessionId: string; expiresAt: Date },
): string {
  return jwt.sign({ sid: session.sessionId }, key, {
    algorithm: 'HS256',
    subject: session.userId,
    issuer: SessionTokenIssuer,
    expiresIn: Math.max(1, Math.floor((session.expiresAt.getTime() - Date.now()) / 1000)),
  });
}
