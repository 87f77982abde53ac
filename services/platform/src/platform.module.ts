import {
  Global,
  Inject,
  Injectable,
  Module,
  Optional,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type Provider,
} from '@nestjs/common';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import type { Logger } from 'pino';
import type IORedis from 'ioredis';
import type { PlatformEnv } from './config/platform-env';
import { withConnectionTransactions } from './database/connection-transaction';
import { createPool } from './database/prepare-database';
import { DATABASE, PG_POOL, type Database } from './database/database.types';
import { HealthController } from './health/health.controller';
import { DegradableChecks, HEALTH_CHECKS, type HealthCheck } from './health/health-checks';
import { PlatformMetrics } from './health/metrics';
import { AmqpConnection } from './messaging/amqp-connection';
import { EventPublisher } from './messaging/event-publisher';
import { RpcClient } from './messaging/rpc-client';
import { Topology } from './messaging/topology';
import { Inbox } from './outbox/inbox';
import { Outbox } from './outbox/outbox';
import { OutboxRelay } from './outbox/outbox-relay';
import { REDIS, createRedis } from './redis/redis';
import { DeadLetterEraser } from './erasure/dead-letter-eraser';
import { SubjectErasure } from './erasure/subject-erasure';

export const CONFIG = Symbol('CONFIG');
export const LOGGER = Symbol('LOGGER');

export interface PlatformOptions {
  service: string;
  config: PlatformEnv & { DATABASE_URL?: string };
  logger: Logger;
  /** Owns a database (outbox, inbox, migrations). */
  database: boolean;
}

/** Starts the relay and the late erasure sweeps once the app is up; closes every connection in order at shutdown. */
@Injectable()
class PlatformLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    private readonly connection: AmqpConnection,
    private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: IORedis,
    @Inject(CONFIG) private readonly config: PlatformEnv,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() private readonly relay?: OutboxRelay,
    @Optional() private readonly publisher?: EventPublisher,
    @Optional() @Inject(PG_POOL) private readonly pool?: Pool,
    @Optional() private readonly erasure?: SubjectErasure,
    @Optional() @Inject(DATABASE) private readonly db?: Database,
  ) {}

  onApplicationBootstrap() {
    this.relay?.start();
    if (this.erasure && this.db)
      this.erasure.startLateSweeps(
        this.db,
        {
          intervalMs: this.config.ERASURE_SWEEP_MS,
          retentionHours: this.config.ERASED_ACCOUNT_RETENTION_HOURS,
        },
        this.logger,
      );
  }

  async onApplicationShutdown() {
    await this.relay?.stop();
    await this.erasure?.stopLateSweeps();
    await this.rpc.close().catch(() => undefined);
    await this.publisher?.close().catch(() => undefined);
    await this.connection.close();
    await this.pool?.end().catch(() => undefined);
    this.redis.disconnect();
  }
}

function databaseProviders({ service, config, logger }: PlatformOptions): Provider[] {
  const url = config.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is required for a service with a database');
  return [
    { provide: PG_POOL, useFactory: () => createPool(url) },
    {
      provide: DATABASE,
      inject: [PG_POOL],
      useFactory: (pool: Pool) => withConnectionTransactions(drizzle({ client: pool }), pool),
    },
    { provide: Outbox, useValue: new Outbox() },
    {
      provide: Inbox,
      inject: [PG_POOL],
      useFactory: (pool: Pool) => new Inbox(pool),
    },
    {
      provide: EventPublisher,
      inject: [AmqpConnection, Topology],
      useFactory: (connection: AmqpConnection, topology: Topology) =>
        new EventPublisher(connection, topology),
    },
    {
      provide: OutboxRelay,
      inject: [PG_POOL, Outbox, EventPublisher, PlatformMetrics],
      useFactory: (
        pool: Pool,
        outbox: Outbox,
        publisher: EventPublisher,
        metrics: PlatformMetrics,
      ) =>
        new OutboxRelay(pool, outbox, publisher, logger, metrics, {
          retentionHours: config.OUTBOX_RETENTION_HOURS,
        }),
    },
    {
      provide: SubjectErasure,
      inject: [AmqpConnection, Outbox, Topology],
      useFactory: (connection: AmqpConnection, outbox: Outbox, topology: Topology) =>
        new SubjectErasure(new DeadLetterEraser(connection), outbox, topology, service),
    },
  ];
}

function healthChecks(options: PlatformOptions): Provider {
  const inject: unknown[] = [AmqpConnection, REDIS, ...(options.database ? [PG_POOL] : [])];
  return {
    provide: HEALTH_CHECKS,
    inject: inject as never[],
    useFactory: (connection: AmqpConnection, redis: IORedis, pool?: Pool): HealthCheck[] => [
      { name: 'rabbitmq', check: async () => connection.isConnected() },
      { name: 'redis', check: async () => (await redis.ping()) === 'PONG' },
      ...(pool
        ? [{ name: 'postgres', check: async () => (await pool.query('select 1')).rowCount === 1 }]
        : []),
    ],
  };
}

/** Config, logging, database, messaging, outbox/inbox, Redis, health and metrics for one process. */
@Global()
@Module({})
export class PlatformModule {
  static forService(options: PlatformOptions): DynamicModule {
    const { service, config, logger } = options;
    const topology = new Topology(config.TEND_NAMESPACE);
    const providers: Provider[] = [
      { provide: CONFIG, useValue: config },
      { provide: LOGGER, useValue: logger },
      { provide: Topology, useValue: topology },
      { provide: PlatformMetrics, useValue: new PlatformMetrics(service) },
      {
        provide: AmqpConnection,
        useFactory: () => new AmqpConnection(config.RABBITMQ_URL, service, logger),
      },
      {
        provide: RpcClient,
        inject: [AmqpConnection],
        useFactory: (connection: AmqpConnection) =>
          new RpcClient(connection, topology, config.RPC_TIMEOUT_MS),
      },
      { provide: REDIS, useFactory: () => createRedis(config.REDIS_URL, config.TEND_NAMESPACE) },
      ...(options.database ? databaseProviders(options) : []),
      healthChecks(options),
      DegradableChecks,
      PlatformLifecycle,
    ];
    return {
      module: PlatformModule,
      controllers: [HealthController],
      providers,
      exports: [
        CONFIG,
        LOGGER,
        Topology,
        PlatformMetrics,
        AmqpConnection,
        RpcClient,
        REDIS,
        DegradableChecks,
        ...(options.database
          ? [PG_POOL, DATABASE, Outbox, Inbox, EventPublisher, OutboxRelay, SubjectErasure]
          : []),
      ],
    };
  }
}
