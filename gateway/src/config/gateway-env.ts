import { z } from 'zod';
import { HealthPorts, PlatformEnv, envBool, envInt, envPort } from '@tend/platform';

export const GatewayEnv = PlatformEnv.extend({
  PORT: envPort(HealthPorts.gateway),
  /** Shared with identity, which signs the session tokens this gateway verifies. */
  JWT_SECRET: z
    .string({ error: 'is missing' })
    .min(32, { error: 'must be at least 32 characters' }),
  FEATURE_ELIGIBILITY_ENABLED: z.string().optional(),
  ANALYTICS_MEASUREMENT_ID: z.string().optional(),
  SUPPORT_EMAIL: z.email({ error: 'must be an e-mail address' }).default('support@tend.care'),
  MAX_UPLOAD_MB: envInt(10, 1, 100),
  /**
   * How long a request body may take to arrive after its headers (408 past it), and the longest a
   * refused body still being sent is read after its answer before the connection closes.
   */
  REQUEST_BODY_TIMEOUT_MS: envInt(10_000, 100, 600_000),
  /** How long a file's bytes may take to arrive (up to MAX_UPLOAD_MB from a phone on a slow network). */
  UPLOAD_BODY_TIMEOUT_MS: envInt(120_000, 100, 3_600_000),
  /** Signs the coach's upload links; unset, a key is derived from JWT_SECRET. */
  UPLOAD_SIGNING_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /** Built web app to serve; empty disables it (API only). */
  WEB_DIST_DIR: z.string().default(''),
  TRUST_PROXY: envBool(false),
  /** Per IP, per minute, for all of /api. */
  RATE_LIMIT_PER_MINUTE: envInt(600, 10, 100_000),
});
export type GatewayConfig = z.infer<typeof GatewayEnv> & { HEALTH_PORT: number };

/** The spec's flag rule: on only when the setting equals 'true' exactly. */
export function eligibilityEnabled(
  config: Pick<GatewayConfig, 'FEATURE_ELIGIBILITY_ENABLED'>,
): boolean {
  return config.FEATURE_ELIGIBILITY_ENABLED === 'true';
}
