import { z } from 'zod';
import { processEnv } from '@tend/platform';

export const CareProfileEnv = processEnv('care-profile').extend({
  /** Verifies unsubscribe links; notifications holds the same secret to sign them. */
  UNSUBSCRIBE_SECRET: z
    .string({ error: 'is missing' })
    .min(32, { error: 'must be at least 32 characters' }),
});
export type CareProfileConfig = z.infer<typeof CareProfileEnv>;
