import type { z } from 'zod';
import { envInt, processEnv } from '@tend/platform';

export const CareCircleEnv = processEnv('care-circle').extend({
  /** How often due task reminders and update digests are looked for. */
  REMINDER_SWEEP_SECONDS: envInt(60, 1, 3600),
});
export type CareCircleConfig = z.infer<typeof CareCircleEnv>;
