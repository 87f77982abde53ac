import { createHmac, timingSafeEqual } from 'node:crypto';
import { routeUrl } from '@tend/contracts';

export interface DataExportTicket {
  exportId: string;
  userId: string;
  /** Unix seconds: the copy's own expiry. */
  expires: number;
}

/** Its own key, derived from the link-signing secret, so an upload signature never opens a copy. */
export function dataExportKey(signingSecret: string): string {
  return createHmac('sha256', signingSecret).update('tend data export links').digest('hex');
}

function sign(key: string, ticket: DataExportTicket): string {
  return createHmac('sha256', key)
    .update(`${ticket.exportId}.${ticket.userId}.${ticket.expires}`)
    .digest('base64url');
}

/** The download link of a copy; it names no user: the signed-in owner is part of the signature. */
export function signDataExportLink(key: string, ticket: DataExportTicket): string {
  const query = new URLSearchParams({
    expires: String(ticket.expires),
    signature: sign(key, ticket),
  });
  return `${routeUrl('downloadDataExport', { exportId: ticket.exportId })}?${query.toString()}`;
}

export type DataExportLinkCheck = 'ok' | 'invalid' | 'expired';

/** Signature first (in constant time, for the caller asking), then age. */
export function checkDataExportLink(
  key: string,
  exportId: string,
  userId: string,
  query: Record<string, unknown>,
  nowSeconds: number,
): DataExportLinkCheck {
  const expires = Number(query.expires);
  if (!Number.isInteger(expires) || typeof query.signature !== 'string') return 'invalid';
  const given = Buffer.from(query.signature);
  const expected = Buffer.from(sign(key, { exportId: exportId.toLowerCase(), userId, expires }));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return nowSeconds > expires ? 'expired' : 'ok';
}
