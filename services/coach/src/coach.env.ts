import path from 'node:path';
import { z } from 'zod';
import { envBool, envInt, processEnv } from '@tend/platform';

const secret = z.string().min(32, { error: 'must be at least 32 characters' });

export const CoachEnv = processEnv('coach')
  .extend({
    /** Unset or empty: the coach answers in its offline mode (safety rules, topics, knowledge). */
    OPENAI_API_KEY: z.string().optional(),
    /** Any OpenAI-compatible server; unset means OpenAI's own. */
    OPENAI_BASE_URL: z.union([z.url({ error: 'must be a URL' }), z.literal('')]).optional(),
    OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
    /** Per attempt; the SDK retries connection errors, 408, 409, 429 and 5xx answers. */
    OPENAI_TIMEOUT_MS: envInt(45_000, 1000, 110_000),
    OPENAI_MAX_RETRIES: envInt(1, 0, 5),
    /** The model accepts images: attached images are sent to it. */
    OPENAI_VISION: envBool(false),
    /** How many recent messages of a conversation reach the model, and at most how many characters. */
    COACH_HISTORY_MESSAGES: envInt(20, 2, 200),
    COACH_HISTORY_CHARS: envInt(12_000, 1000, 400_000),
    /** Where encrypted attachments live: a volume every coach replica mounts. */
    UPLOAD_DIR: z.string().min(1).default(path.resolve(process.cwd(), 'var/uploads')),
    /** Encrypts attachments at rest (AES-256-GCM); 64 hex digits, or any secret (HKDF-derived). */
    UPLOAD_ENCRYPTION_KEY: secret.optional(),
    /**
     * The encoder server's OpenAI-compatible API (the manifest's `encoder`); empty: none, and the
     * coach reads messages with its local encoder only.
     */
    ENCODER_URL: z
      .union([z.url({ error: 'must be a URL' }), z.literal('')])
      .default('http://127.0.0.1:8091/v1'),
    /** A message waits no longer for the encoder server before the local encoder reads it. */
    ENCODER_TIMEOUT_MS: envInt(3000, 100, 60_000),
    /** Used only to derive the encryption key when UPLOAD_ENCRYPTION_KEY is not set. */
    UPLOAD_SIGNING_SECRET: secret.optional(),
  })
  .refine((env) => env.UPLOAD_ENCRYPTION_KEY || env.UPLOAD_SIGNING_SECRET, {
    path: ['UPLOAD_ENCRYPTION_KEY'],
    error: 'is missing',
  });
export type CoachConfig = z.infer<typeof CoachEnv>;

/** Offline exactly when no model key is configured. */
export function coachOffline(config: Pick<CoachConfig, 'OPENAI_API_KEY'>): boolean {
  return !config.OPENAI_API_KEY?.trim();
}
