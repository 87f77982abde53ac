import path from 'node:path';
import { z } from 'zod';
import { envInt, processEnv } from '@tend/platform';

export const CareCircleEnv = processEnv('care-circle').extend({
  /** How often due task reminders and update digests are looked for. */
  REMINDER_SWEEP_SECONDS: envInt(60, 1, 3600),
  /** Where the updates' encrypted photos and files live: a volume every care-circle replica mounts. */
  CIRCLE_UPLOAD_DIR: z.string().min(1).default(path.resolve(process.cwd(), 'var/circle-uploads')),
  /** Encrypts them at rest (AES-256-GCM); 64 hex digits, or any secret (HKDF-derived). */
  CIRCLE_UPLOAD_ENCRYPTION_KEY: z.string().min(32, { error: 'must be at least 32 characters' }),
});
export type CareCircleConfig = z.infer<typeof CareCircleEnv>;
