import type { DynamicModule } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyServerOptions } from 'fastify';
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
  /** Fastify server options (body limit, proxy trust) for a process that serves HTTP. */
  http?: (config: C) => FastifyServerOptions;
  /** Last wiring before the process listens: plugins, global filters, docs. */
  configure?: (app: NestFastifyApplication, config: C) => Promise<void>;
}
