import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { loadConfig, ConfigError, type Env } from '../config/load-config';
import { prepareDatabase } from '../database/prepare-database';
import { PlatformMetrics } from '../health/metrics';
import { createLogger } from '../logging/logger';
import { PinoNestLogger } from '../logging/nest-logger';
import { AmqpConnection } from '../messaging/amqp-connection';
import { RabbitTransport } from '../messaging/rabbit-transport';
import { Topology } from '../messaging/topology';
import { Inbox } from '../outbox/inbox';
import { PlatformModule } from '../platform.module';
import type { ServiceDefinition } from './service-definition';

@Module({})
class ServiceRootModule {}

export interface RunningService<C> {
  name: string;
  config: C;
  app: NestFastifyApplication;
  logger: Logger;
  transport?: RabbitTransport;
  /** http://host:port of the health and metrics endpoints. */
  healthUrl: string;
  stop(): Promise<void>;
}

/** Migrates, wires and starts one process of a service; resolves when it is consuming. */
export async function startService<C extends Parameters<ServiceDefinition['module']>[0]>(
  definition: ServiceDefinition<C>,
  config: C,
): Promise<RunningService<C>> {
  const logger = createLogger({
    name: definition.name,
    level: config.LOG_LEVEL,
    pretty: config.NODE_ENV === 'development',
  });
  const hasDatabase = Boolean(definition.migrationsFolder);
  if (hasDatabase) await prepareDatabase(config.DATABASE_URL ?? '', definition.migrationsFolder);

  const app = await NestFactory.create<NestFastifyApplication>(
    {
      module: ServiceRootModule,
      imports: [
        PlatformModule.forService({
          service: definition.name,
          config,
          logger,
          database: hasDatabase,
        }),
        definition.module(config),
      ],
    },
    new FastifyAdapter(definition.http?.(config)),
    { logger: new PinoNestLogger(logger), abortOnError: false },
  );

  let transport: RabbitTransport | undefined;
  try {
    if (definition.consumesMessages !== false) {
      transport = new RabbitTransport({
        service: definition.consumer ?? definition.name,
        connection: app.get(AmqpConnection),
        topology: app.get(Topology),
        logger,
        metrics: app.get(PlatformMetrics),
        inbox: hasDatabase ? app.get(Inbox) : undefined,
        prefetch: config.RABBITMQ_PREFETCH,
      });
      app.connectMicroservice({ strategy: transport }, { inheritAppConfig: true });
      await app.startAllMicroservices();
    }
    await definition.configure?.(app, config);
    await app.listen({ port: config.HEALTH_PORT, host: config.BIND_HOST });
    await transport?.ready();
  } catch (error) {
    // Whatever did start (connections, the relay's timers) must not outlive a failed start.
    await transport?.close().catch(() => undefined);
    await app.close().catch(() => undefined);
    throw error;
  }
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.HEALTH_PORT;

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await transport?.close();
      await app.close();
    })());

  logger.info({ port }, `${definition.name} started`);
  return {
    name: definition.name,
    config,
    app,
    logger,
    transport,
    healthUrl: `http://127.0.0.1:${port}`,
    stop,
  };
}

/**
 * The entry point of a service's `main.ts`: reads and validates the environment (one clear line
 * and exit 1 when it is wrong), starts, and stops gracefully on SIGTERM or SIGINT.
 */
export function runService<C extends Parameters<ServiceDefinition['module']>[0]>(
  definition: ServiceDefinition<C>,
  env: Env = process.env,
): void {
  let config: C;
  try {
    config = loadConfig(definition.env, env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${definition.name}: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  startService(definition, config).then(
    (service) => {
      const shutdown = (signal: string) => {
        service.logger.info({ signal }, 'shutting down');
        const force = setTimeout(() => process.exit(1), 20_000);
        force.unref();
        service.stop().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      };
      process.once('SIGTERM', shutdown);
      process.once('SIGINT', shutdown);
    },
    (error: Error) => {
      process.stderr.write(`${definition.name}: failed to start: ${error.message}\n`);
      process.exit(1);
    },
  );
}
