import { createHash } from 'node:crypto';

/**
 * The one Message-ID of a delivery. A crash between the SMTP server's "accepted" and our record
 * of it makes the worker send again; with the same Message-ID, mail servers and apps treat the
 * repeat as the same e-mail and show it once.
 */
export function deliveryMessageId(dedupeKey: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'tend.invalid';
  const id = createHash('sha256').update(dedupeKey).digest('hex').slice(0, 32);
  return `<${id}@${domain}>`;
}
