import type { DynamicModule } from '@nestjs/common';
import type { z } from 'zod';
import type { PlatformEnv } from '../config/platform-env';

type ProcessEnv = PlatformEnv & { HEALTH_PORT: number; DATABASE_URL?: string };

/**
 * Everything the platform needs to run one process of a service: its name, its settings' schema,
 * its migrations, and its feature module built from the validated settings.
 */
export interface ServiceDefinition<C extends ProcessEnv = ProcessEnv> {
  /** Process name in logs and metrics; also the consumer name of its queues unless `consumer` says otherwise. */
  name: string;
  consumer?: string;
  env: z.ZodType<C>;
  /** The service's committed SQL migrations; absent for a process with no database. */
  migrationsFolder?: string;
  /** Whether this process answers RPCs and consumes events (workers do not). */
  consumesMessages?: boolean;
  module: (config: C) => DynamicModule;
}
