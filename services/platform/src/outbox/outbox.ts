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
    const checked = event.schema.parse(payload);
    const id = randomUUID();
    await tx.execute(
      sql`insert into outbox (id, event_name, payload, correlation_id)
          values (${id}, ${event.name}, ${JSON.stringify(checked)}::jsonb, ${currentCorrelationId() ?? null})`,
    );
    await tx.execute(sql`select pg_notify(${outboxChannel}, '')`);
    return id;
  }
}
