import { z } from 'zod';

export const UserId = z.uuid();
export const EmailAddress = z
  .string({ error: 'Valid email is required' })
  .trim()
  .toLowerCase()
  .pipe(
    z.email({ error: 'Valid email is required' }).max(254, { error: 'Valid email is required' }),
  );
/** `?limit=` of a list: how many to answer with, in words a caller can act on. */
export function pageLimit(max: number, fallback: number) {
  const error = `Limit must be a whole number from 1 to ${max}`;
  return z.coerce
    .number({ error })
    .int({ error })
    .min(1, { error })
    .max(max, { error })
    .default(fallback);
}

/** `?cursor=` of a paged list: the opaque value the previous page answered with. */
export const PageCursor = z
  .string({ error: 'That page link is not valid' })
  .min(1, { error: 'That page link is not valid' })
  .max(200, { error: 'That page link is not valid' });

/** Whether the runtime's time zone database knows `zone` (an IANA name such as America/Chicago). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A person's IANA time zone, as their browser reports it (dates are shown in it). */
export const TimeZone = z
  .string({ error: 'Please send a time zone such as America/Chicago' })
  .max(64, { error: 'Please send a time zone such as America/Chicago' })
  .refine(isTimeZone, { error: 'Please send a time zone such as America/Chicago' });

export const Role = z.enum(['user', 'super_admin']);
export type Role = z.infer<typeof Role>;
export const IsoTimestamp = z.iso.datetime({ offset: true });
