import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { EventContract, EventPayload } from '@tend/contracts';
import type { DbExecutor } from '../database/database.types';
import { currentCorrelationId } from '../logging/correlation';

/** Postgres delivers a NOTIFY only when its transaction commits: the relay wakes for committed events. */
export const outboxChannel = 'tend_outbox';

/** Records events in the caller's transaction, so they exist exactly when the change they describe does. */
export class Outbox {
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
    const correlationId = currentCorrelationId() ?? null;
    const rows = payloads.map((payload) => {
      const id = randomUUID();
      const checked = JSON.stringify(event.schema.parse(payload));
      return { id, sql: sql`(${id}, ${event.name}, ${checked}::jsonb, ${correlationId})` };
    });
    await tx.execute(
      sql`with added as (
            insert into outbox (id, event_name, payload, correlation_id)
            values ${sql.join(
              rows.map((row) => row.sql),
              sql`, `,
            )}
            returning id)
          select pg_notify(${outboxChannel}, '') from added limit 1`,
    );
    return rows.map((row) => row.id);
  }
}
