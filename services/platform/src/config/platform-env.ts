import { z } from 'zod';
import { Processes, type ServiceProcessName } from '../processes';

export const envPort = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a port number (0-65535)' })
    .int({ error: 'must be a port number (0-65535)' })
    .min(0, { error: 'must be a port number (0-65535)' })
    .max(65535, { error: 'must be a port number (0-65535)' })
    .default(fallback);

export const envInt = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number from ${min} to ${max}` })
    .int({ error: `must be a whole number from ${min} to ${max}` })
    .min(min, { error: `must be a whole number from ${min} to ${max}` })
    .max(max, { error: `must be a whole number from ${min} to ${max}` })
    .default(fallback);

export const envBool = (fallback: boolean) =>
  z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true');

export const envUrl = (fallback: string, protocols: string[]) =>
  z
    .url({ error: `must be a URL starting with ${protocols.join(' or ')}` })
    .refine((value) => protocols.some((p) => value.startsWith(p)), {
      error: `must be a URL starting with ${protocols.join(' or ')}`,
    })
    .default(fallback);

/** Settings every Tend process reads. */
export const PlatformEnv = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'must be development, production or test',
    })
    .default('development'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  /** Prefix for every queue, exchange, BullMQ and Redis key: tests give each file its own. */
  TEND_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9_]*$/, { error: 'may hold only lowercase letters, digits and _' })
    .default(''),
  RABBITMQ_URL: envUrl('amqp://guest:guest@127.0.0.1:5672', ['amqp://', 'amqps://']),
  REDIS_URL: envUrl('redis://127.0.0.1:6379', ['redis://', 'rediss://']),
  RPC_TIMEOUT_MS: envInt(8000, 100, 120_000),
  RABBITMQ_PREFETCH: envInt(16, 1, 1000),
  PUBLIC_URL: envUrl('http://localhost:8080', ['http://', 'https://']),
  /** How long published events (whose payloads hold personal data) are kept for diagnosis. */
  OUTBOX_RETENTION_HOURS: envInt(1, 0, 168),
  /** How long an erased account's id is kept, so late events and links about it are dropped. */
  ERASED_ACCOUNT_RETENTION_HOURS: envInt(168, 1, 24 * 90),
  /** How often each service sweeps its dead-letter queue for the accounts erased recently. */
  ERASURE_SWEEP_MS: envInt(600_000, 100, 86_400_000),
  /** Where health and metrics listen: 0.0.0.0 in containers, loopback on a workstation. */
  BIND_HOST: z.string().min(1).default('127.0.0.1'),
});
export type PlatformEnv = z.infer<typeof PlatformEnv>;

/** A service's settings: the platform's plus its database and its health/metrics port. */
export function serviceEnv(database: string, healthPort: number) {
  return PlatformEnv.extend({
    DATABASE_URL: envUrl(`postgres://postgres@127.0.0.1:5432/${database}`, [
      'postgres://',
      'postgresql://',
    ]),
    HEALTH_PORT: envPort(healthPort),
  });
}
export type ServiceEnv = z.infer<ReturnType<typeof serviceEnv>>;

/** The settings of a process in the manifest (`processes.ts`): its database and health port. */
export function processEnv(name: ServiceProcessName) {
  const { database, healthPort } = Processes[name];
  return serviceEnv(database, healthPort);
}
