import { Client, type Pool } from 'pg';
import type { Logger } from 'pino';
import type { EventPublisher } from '../messaging/event-publisher';
import type { PlatformMetrics } from '../health/metrics';
import { outboxChannel } from './outbox';

interface OutboxRow {
  id: string;
  event_name: string;
  payload: unknown;
  correlation_id: string | null;
  created_at: Date;
}

export interface OutboxRelayOptions {
  batchSize?: number;
  /** Safety net only: committed events normally wake the relay at once through LISTEN/NOTIFY. */
  pollIntervalMs?: number;
  retentionHours?: number;
}

/**
 * Publishes committed outbox rows with publisher confirms and marks them published in the same
 * transaction that locked them. A crash or a lost broker leaves rows unmarked, and they are
 * published again: delivery is at least once, and consumers' inboxes make it exactly once.
 * Replicas share the work through `FOR UPDATE SKIP LOCKED`.
 */
export class OutboxRelay {
  private listener?: Client;
  private timer?: NodeJS.Timeout;
  private draining?: Promise<void>;
  private wakeAgain = false;
  private stopped = true;
  private lastPurge = 0;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly retentionHours: number;

  constructor(
    private readonly pool: Pool,
    private readonly databaseUrl: string,
    private readonly publisher: EventPublisher,
    private readonly logger: Logger,
    private readonly metrics: PlatformMetrics,
    options: OutboxRelayOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 100;
    this.pollIntervalMs = options.pollIntervalMs ?? 1000;
    this.retentionHours = options.retentionHours ?? 1;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.listen();
    this.timer = setInterval(() => void this.wake(), this.pollIntervalMs);
    void this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.listener?.end().catch(() => undefined);
    this.listener = undefined;
    await this.draining;
  }

  /** Publishes whatever is pending now; tests and shutdown use it to flush. */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.draining) {
      this.wakeAgain = true;
      return this.draining;
    }
    this.draining = this.drain().finally(() => {
      this.draining = undefined;
    });
    return this.draining;
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

  private async publishBatch(): Promise<number> {
    const client = await this.pool.connect();
    try {
      await client.query('begin');
      const { rows } = await client.query<OutboxRow>(
        `select id, event_name, payload, correlation_id, created_at from outbox
         where published_at is null order by seq limit $1 for update skip locked`,
        [this.batchSize],
      );
      if (rows.length === 0) {
        await client.query('commit');
        return 0;
      }
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
      await client.query('update outbox set published_at = now() where id = any($1::uuid[])', [
        rows.map((r) => r.id),
      ]);
      await client.query('commit');
      const now = Date.now();
      for (const row of rows)
        this.metrics.outboxLag.observe((now - row.created_at.getTime()) / 1000);
      this.metrics.eventsPublished.inc(rows.length);
      return rows.length;
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
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

  private async listen(): Promise<void> {
    while (!this.stopped) {
      const client = new Client({ connectionString: this.databaseUrl });
      client.on('error', () => undefined);
      try {
        await client.connect();
        if (this.stopped) {
          await client.end();
          return;
        }
        client.on('notification', () => void this.wake());
        await client.query(`listen ${outboxChannel}`);
        this.listener = client;
        await new Promise<void>((resolve) => {
          client.once('error', () => resolve());
          client.once('end', () => resolve());
        });
      } catch (error) {
        this.logger.debug({ err: (error as Error).message }, 'outbox listener could not connect');
      }
      await client.end().catch(() => undefined);
      if (!this.stopped) await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}
