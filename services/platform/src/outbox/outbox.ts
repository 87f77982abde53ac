import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { escapeLiteral } from 'pg';
import type { EventContract, EventPayload } from '@tend/contracts';
import { afterCommit } from '../database/after-commit';
import { deferToCommit } from '../database/connection-transaction';
import type { DbExecutor } from '../database/database.types';
import { currentCorrelationId } from '../logging/correlation';

/**
 * Records events in the caller's transaction, so they exist exactly when the change they describe
 * does. In a transaction of `db.transaction` or the inbox the rows are written with its commit, in
 * the same round trip (`deferToCommit`).
 */
export class Outbox {
  private readonly committedListeners = new Set<() => void>();
  private readonly signalCommitted = () => {
    for (const listener of this.committedListeners) listener();
  };

  /**
   * Calls `listener` each time a transaction of this process that recorded events has committed:
   * the relay publishes them at once, with no polling delay. (A Postgres NOTIFY per commit would
   * also reach other processes, but Postgres makes every notifying commit wait for one global lock.)
   */
  onCommitted(listener: () => void): () => void {
    this.committedListeners.add(listener);
    return () => this.committedListeners.delete(listener);
  }

  async add<E extends EventContract>(
    tx: DbExecutor,
    event: E,
    payload: EventPayload<E>,
  ): Promise<string> {
    const [id] = await this.addMany(tx, event, [payload]);
    return id;
  }

  /** Several events of one kind in one statement (a crawl's group of pages, say). */
  async addMany<E extends EventContract>(
    tx: DbExecutor,
    event: E,
    payloads: EventPayload<E>[],
  ): Promise<string[]> {
    if (payloads.length === 0) return [];
    const correlationId = currentCorrelationId();
    const correlation = correlationId === undefined ? 'null' : escapeLiteral(correlationId);
    const ids = payloads.map(() => randomUUID());
    // Escaped, not bound: the statement travels with the commit, in a message of several statements.
    // test/guard-rails/outbox-literals.test.ts checks pg's escaping with hostile text.
    const values = payloads.map((payload, i) => {
      const checked = escapeLiteral(JSON.stringify(event.schema.parse(payload)));
      return `('${ids[i]}', ${escapeLiteral(event.name)}, ${checked}::jsonb, ${correlation})`;
    });
    const insert = `insert into outbox (id, event_name, payload, correlation_id) values ${values.join(', ')}`;
    if (!deferToCommit(tx, insert)) await tx.execute(sql.raw(insert));
    afterCommit(this.signalCommitted);
    return ids;
  }
}
