import { z } from 'zod';
import { envInt, processEnv } from '@tend/platform';

export const IdentityEnv = processEnv('identity').extend({
  /** Signs session tokens; the gateway holds the same secret to verify them. */
  JWT_SECRET: z
    .string({ error: 'is missing' })
    .min(32, { error: 'must be at least 32 characters' }),
  SESSION_TTL_DAYS: envInt(30, 1, 365),
  VERIFICATION_TTL_HOURS: envInt(24, 1, 168),
  /** How often expired copies of people's data are deleted. */
  DATA_EXPORT_SWEEP_MS: envInt(15 * 60_000, 100, 86_400_000),
  /** Comma-separated addresses that become super administrators when they sign up. */
  SUPER_ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
});
export type IdentityConfig = z.infer<typeof IdentityEnv>;
