import { sql } from 'drizzle-orm';
import type { Database, DbExecutor } from '../database/database.types';

export type InboxOutcome = 'applied' | 'duplicate';

/** Applies each event id once per consumer: the mark and the handler's writes share one transaction. */
export class Inbox {
  constructor(private readonly db: Database) {}

  async once(
    eventId: string,
    eventName: string,
    consumer: string,
    apply: (tx: DbExecutor) => Promise<void>,
  ): Promise<InboxOutcome> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx.execute(
        sql`insert into inbox (event_id, consumer, event_name) values (${eventId}, ${consumer}, ${eventName})
            on conflict do nothing returning event_id`,
      );
      if (inserted.rows.length === 0) return 'duplicate';
      await apply(tx);
      return 'applied';
    });
  }
}
