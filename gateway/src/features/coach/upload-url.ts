import { createHmac, timingSafeEqual } from 'node:crypto';
import { FilesPath } from '@tend/contracts';

/** How long an upload link works. */
export const UploadUrlTtlSeconds = 15 * 60;

export interface UploadTicket {
  fileId: string;
  userId: string;
  /** Unix seconds. */
  expires: number;
}

/** The key that signs upload links: its own secret, or one derived from the session secret. */
export function uploadSigningKey(config: { UPLOAD_SIGNING_SECRET?: string; JWT_SECRET: string }) {
  return (
    config.UPLOAD_SIGNING_SECRET ??
    createHmac('sha256', config.JWT_SECRET).update('tend upload links').digest('hex')
  );
}

function signature(key: string, ticket: UploadTicket): string {
  return createHmac('sha256', key)
    .update(`${ticket.fileId}.${ticket.userId}.${ticket.expires}`)
    .digest('base64url');
}

/** The path and query of an upload link: PUT the file there before it expires, once. */
export function signUploadUrl(key: string, ticket: UploadTicket): string {
  const query = new URLSearchParams({
    user: ticket.userId,
    expires: String(ticket.expires),
    signature: signature(key, ticket),
  });
  return `${FilesPath}/${ticket.fileId}?${query.toString()}`;
}

export type UploadCheck =
  { ok: true; ticket: UploadTicket } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks a link's signature (in constant time) and then its age. */
export function verifyUploadUrl(
  key: string,
  fileId: string,
  query: Record<string, unknown>,
  nowSeconds: number,
): UploadCheck {
  const userId = typeof query.user === 'string' ? query.user : '';
  const expires = Number(query.expires);
  const given = Buffer.from(typeof query.signature === 'string' ? query.signature : '');
  if (!userId || !Number.isInteger(expires)) return { ok: false, reason: 'invalid' };
  const ticket = { fileId: fileId.toLowerCase(), userId, expires };
  const expected = Buffer.from(signature(key, ticket));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  if (nowSeconds > expires) return { ok: false, reason: 'expired' };
  return { ok: true, ticket };
}
