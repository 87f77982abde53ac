import { createHash, randomBytes } from 'node:crypto';

/** A single-use secret for a verification link; only its hash is stored. */
export function newVerificationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashVerificationToken(token) };
}

export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
