import type { Logger } from 'pino';
import {
  UserDataErased,
  type EventPayload,
  type ServiceName,
  type UserDeleted,
} from '@tend/contracts';
import type { Database, DbExecutor } from '../database/database.types';
import { PeriodicTask } from '../jobs/periodic-task';
import type { Topology } from '../messaging/topology';
import type { Outbox } from '../outbox/outbox';
import type { DeadLetterEraser, DeadLetterSweep } from './dead-letter-eraser';
import { eraseSubject } from './erase-subject';
import { deletedSubject, type ErasureSubject } from './erasure-subject';
import { forgetTombstones, recentlyErased } from './tombstones';

export interface LateSweepOptions {
  /** How often the dead-letter queue is swept for the accounts erased recently. */
  intervalMs: number;
  /** How long an erased account's tombstone is kept (longer than any retry or upload link lives). */
  retentionHours: number;
}

/**
 * What a service's deletion handler calls beside erasing its own tables, so that no copy of the
 * person outlives the deletion in the platform's own stores: the outbox (in the handler's
 * transaction) and the service's dead-letter queue. Later, on a schedule, it sweeps that queue
 * again for every account erased within the tombstones' retention: a message that failed its last
 * attempt just after the erasure is parked there too late for the first sweep.
 */
export class SubjectErasure {
  private lateSweeps?: PeriodicTask;

  constructor(
    private readonly deadLetters: DeadLetterEraser,
    private readonly outbox: Outbox,
    private readonly topology: Topology,
    private readonly consumer: string,
  ) {}

  /** Outbox rows naming the person, in the caller's transaction; before the confirmation is raised. */
  eraseStored(tx: DbExecutor, subject: ErasureSubject): Promise<number> {
    return eraseSubject(tx, subject);
  }

  /** This service's dead-lettered messages naming the person; idempotent, so a retried handler may call it again. */
  eraseDeadLetters(subject: ErasureSubject): Promise<DeadLetterSweep> {
    return this.deadLetters.erase(this.topology.deadLetterQueue(this.consumer), [subject]);
  }

  /** Both, the queue first: it cannot share the transaction, and repeating it is harmless. */
  async erase(tx: DbExecutor, subject: ErasureSubject): Promise<void> {
    await this.eraseDeadLetters(subject);
    await this.eraseStored(tx, subject);
  }

  /**
   * The end of a service's `UserDeleted` handler, in the event's transaction: the person's traces
   * in the platform's stores go, then the confirmation the saga waits for is raised (after the
   * erasure, which would take it too: it names the user).
   */
  async eraseAndConfirm(
    tx: DbExecutor,
    event: EventPayload<typeof UserDeleted>,
    service: ServiceName,
  ): Promise<void> {
    await this.erase(tx, deletedSubject(event));
    await this.outbox.add(tx, UserDataErased, {
      userId: event.userId,
      service,
      erasedAt: new Date().toISOString(),
    });
  }

  /** Dead letters naming any account erased within the retention; then forgets older tombstones. */
  async sweepLate(db: Database, retentionHours: number): Promise<DeadLetterSweep> {
    const erased = await recentlyErased(db, retentionHours);
    await forgetTombstones(db, retentionHours);
    if (erased.length === 0) return { dropped: 0, kept: 0 };
    return this.deadLetters.erase(
      this.topology.deadLetterQueue(this.consumer),
      erased.map((userId) => ({ userId, emails: [] })),
    );
  }

  startLateSweeps(db: Database, options: LateSweepOptions, logger: Logger): void {
    this.lateSweeps ??= new PeriodicTask(
      'late erasure sweep',
      async () => {
        const sweep = await this.sweepLate(db, options.retentionHours);
        if (sweep.dropped > 0) logger.info(sweep, 'late dead letters of erased accounts dropped');
      },
      logger,
    );
    this.lateSweeps.start(options.intervalMs);
  }

  async stopLateSweeps(): Promise<void> {
    await this.lateSweeps?.stop();
  }
}
