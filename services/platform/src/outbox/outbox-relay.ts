import type { Pool, PoolClient, QueryResult } from 'pg';
import type { Logger } from 'pino';
import type { EventPublisher } from '../messaging/event-publisher';
import type { PlatformMetrics } from '../health/metrics';
import type { Outbox } from './outbox';

interface OutboxRow {
  seq: string;
  id: string;
  event_name: string;
  payload: unknown;
  correlation_id: string | null;
  created_at: Date;
}

export interface OutboxRelayOptions {
  batchSize?: number;
  /** Batches in flight at once: a new commit need not wait for the previous batch's confirms. */
  concurrency?: number;
  /** Safety net only: this process's commits wake the relay at once (`Outbox.onCommitted`). */
  pollIntervalMs?: number;
  retentionHours?: number;
}

/**
 * Publishes committed outbox rows with publisher confirms and marks them published in the same
 * transaction that locked them. A crash or a lost broker leaves rows unmarked, and they are
 * published again: delivery is at least once, and consumers' inboxes make it exactly once.
 * Replicas (and this relay's own batches in flight) share the work through `FOR UPDATE SKIP
 * LOCKED`; rows committed by a process that died before publishing them are found by the poll.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private stopListening?: () => void;
  private readonly workers = new Set<Promise<void>>();
  private wakeAgain = false;
  /** Workers about to lock rows: they will see what has just committed, or loop for it. */
  private selecting = 0;
  private stopped = true;
  private lastPurge = 0;
  private readonly batchSize: number;
  private readonly concurrency: number;
  private readonly pollIntervalMs: number;
  private readonly retentionHours: number;

  constructor(
    private readonly pool: Pool,
    private readonly outbox: Outbox,
    private readonly publisher: EventPublisher,
    private readonly logger: Logger,
    private readonly metrics: PlatformMetrics,
    options: OutboxRelayOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.concurrency = options.concurrency ?? 2;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.retentionHours = options.retentionHours ?? 1;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopListening = this.outbox.onCommitted(() => this.nudge());
    this.timer = setInterval(() => this.nudge(), this.pollIntervalMs);
    void this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.stopListening?.();
    await Promise.allSettled([...this.workers]);
  }

  /** Publishes whatever is pending now; tests and shutdown use it to flush. */
  async wake(): Promise<void> {
    this.nudge();
    await Promise.all([...this.workers]);
  }

  /**
   * A worker about to lock rows takes the new ones too; otherwise, while every worker waits for
   * the broker's confirms, one more starts, so a commit never waits for an earlier batch.
   */
  private nudge(): void {
    if (this.stopped) return;
    if (this.selecting === 0 && this.workers.size < this.concurrency) {
      const worker = this.drain().finally(() => this.workers.delete(worker));
      this.workers.add(worker);
    } else {
      this.wakeAgain = true;
    }
  }

  private async drain(): Promise<void> {
    try {
      do {
        this.wakeAgain = false;
        while (!this.stopped && (await this.publishBatch()) === this.batchSize);
      } while (this.wakeAgain && !this.stopped);
      await this.purgeOldRows();
    } catch (error) {
      this.logger.warn(
        { err: (error as Error).message },
        'outbox relay could not publish; will retry',
      );
    }
  }

  /** Two round trips a batch: mark the rows published, then (after the broker's confirms) commit. */
  private async publishBatch(): Promise<number> {
    const { client, rows } = await this.claimBatch();
    let broken: Error | undefined;
    try {
      if (rows.length > 0) await this.publish(rows);
      await client.query('commit');
      this.observePublished(rows);
      return rows.length;
    } catch (error) {
      await client.query('rollback').catch((rollbackFailed: Error) => {
        broken = rollbackFailed;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  /**
   * Opens the batch's transaction and marks its rows published in one round trip; the mark holds
   * only if the broker confirms them all (otherwise the transaction rolls back). One update, not
   * a lock and then an update: each row is written once.
   */
  private async claimBatch(): Promise<{ client: PoolClient; rows: OutboxRow[] }> {
    this.selecting += 1;
    try {
      const client = await this.pool.connect();
      try {
        // Several statements, so no bind parameters: the batch size is our own integer. The mark
        // need not wait for the disk: if a crash loses it, the rows are published again, and
        // delivery is at least once anyway (inboxes drop the repeat).
        const [, , claimed] = (await client.query(
          `begin; set local synchronous_commit to off;
           update outbox set published_at = now() where seq in (
             select seq from outbox where published_at is null
             order by seq limit ${Math.trunc(this.batchSize)} for update skip locked)
           returning seq, id, event_name, payload, correlation_id, created_at`,
        )) as unknown as [QueryResult, QueryResult, QueryResult<OutboxRow>];
        // `returning` keeps no order: publish in the order the events were recorded.
        const rows = claimed.rows.sort((a, b) => Number(a.seq) - Number(b.seq));
        return { client, rows };
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        client.release(error as Error);
        throw error;
      }
    } finally {
      this.selecting -= 1;
    }
  }

  private async publish(rows: OutboxRow[]): Promise<void> {
    await Promise.all(
      rows.map((row) =>
        this.publisher.publish(
          {
            id: row.id,
            name: row.event_name,
            occurredAt: row.created_at.toISOString(),
            payload: row.payload,
          },
          row.correlation_id,
        ),
      ),
    );
  }

  private observePublished(rows: OutboxRow[]): void {
    const now = Date.now();
    for (const row of rows) this.metrics.outboxLag.observe((now - row.created_at.getTime()) / 1000);
    this.metrics.eventsPublished.inc(rows.length);
  }

  private async purgeOldRows(): Promise<void> {
    if (Date.now() - this.lastPurge < 10 * 60_000) return;
    this.lastPurge = Date.now();
    await this.purgePublished(this.retentionHours * 3600);
  }

  /**
   * Deletes published events older than `seconds`. They are kept a short while for diagnosis only:
   * their payloads carry personal data, which must not outlive its purpose.
   */
  async purgePublished(seconds: number): Promise<number> {
    const result = await this.pool.query(
      `delete from outbox where published_at <= now() - make_interval(secs => $1)`,
      [seconds],
    );
    return result.rowCount ?? 0;
  }
}
