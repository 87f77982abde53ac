import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CONFIG, DATABASE, LOGGER, PeriodicTask, type Database, type Logger } from '@tend/platform';
import type { IdentityConfig } from '../identity.env';
import { DataExportsRepository } from './data-exports.repository';

/** A copy still gathering after a day will never finish; it holds parts of someone's data. */
const AbandonedAfterMs = 24 * 3600_000;

/**
 * Deletes copies of people's data once their download has expired (and copies abandoned while
 * gathering), on a schedule: not only when the person asks for a new one. Every replica sweeps;
 * the deletes are idempotent.
 */
@Injectable()
export class ExpiredExportsSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly task: PeriodicTask;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CONFIG) private readonly config: IdentityConfig,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly exports: DataExportsRepository,
  ) {
    this.task = new PeriodicTask('export sweep', () => this.sweep(), logger);
  }

  onApplicationBootstrap(): void {
    this.task.start(this.config.DATA_EXPORT_SWEEP_MS);
  }

  onApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  async sweep(now = new Date()): Promise<number> {
    const removed = await this.exports.purgeExpired(
      this.db,
      now,
      new Date(now.getTime() - AbandonedAfterMs),
    );
    if (removed > 0) this.logger.info({ removed }, 'expired copies of data deleted');
    return removed;
  }
}
