import { z } from 'zod';

export const UserId = z.uuid();
export const EmailAddress = z
  .string({ error: 'Valid email is required' })
  .trim()
  .toLowerCase()
  .pipe(
    z.email({ error: 'Valid email is required' }).max(254, { error: 'Valid email is required' }),
  );
export const Role = z.enum(['user', 'super_admin']);
export type Role = z.infer<typeof Role>;
export const IsoTimestamp = z.iso.datetime({ offset: true });
