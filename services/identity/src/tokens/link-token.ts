import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret of a single-use link e-mailed to someone (sign-up, e-mail change, password reset):
 * the link carries `token`, the database keeps only `hash`, and the link stops working at `expiresAt`.
 */
export interface LinkToken {
  token: string;
  hash: string;
  expiresAt: Date;
}

export function newLinkToken(ttlMs: number, now = Date.now()): LinkToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token), expiresAt: new Date(now + ttlMs) };
}

/** What is stored and looked up for a token: a leaked table opens no link. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Whether a stored link still works at `now`; it stops at the instant it expires. */
export function isLive(link: { expiresAt: Date }, now: Date): boolean {
  return link.expiresAt.getTime() > now.getTime();
}
