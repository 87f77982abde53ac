import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient, QueryResult } from 'pg';
import { committing } from '../database/after-commit';
import type { DbExecutor } from '../database/database.types';

export type InboxOutcome = 'applied' | 'duplicate';

const dialect = new PgDialect();

/**
 * Applies each event id once per consumer: the mark and the handler's writes share one
 * transaction. Opening it and marking the event take one round trip, not two: events are the
 * busiest path to the database. (Events are not batched into one transaction: a handler that
 * wakes a worker before its commit, as e-mail requests do, would then wait for the others.)
 */
export class Inbox {
  constructor(private readonly pool: Pool) {}

  async once(
    eventId: string,
    eventName: string,
    consumer: string,
    apply: (tx: DbExecutor) => Promise<void>,
  ): Promise<InboxOutcome> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      return await committing(() => this.applyOnce(client, eventId, eventName, consumer, apply));
    } catch (error) {
      await client.query('rollback').catch((rollbackFailed: Error) => {
        broken = rollbackFailed;
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }

  private async applyOnce(
    client: PoolClient,
    eventId: string,
    eventName: string,
    consumer: string,
    apply: (tx: DbExecutor) => Promise<void>,
  ): Promise<InboxOutcome> {
    const [eventLiteral, consumerLiteral, nameLiteral] = [eventId, consumer, eventName].map(
      (value) => client.escapeLiteral(value),
    );
    // Two statements in one query cannot take bind parameters: the values are escaped instead.
    const [, marked] = (await client.query(
      `begin; insert into inbox (event_id, consumer, event_name)
       values (${eventLiteral}, ${consumerLiteral}, ${nameLiteral})
       on conflict do nothing returning event_id`,
    )) as unknown as [QueryResult, QueryResult];
    if (marked.rows.length === 0) {
      await client.query('rollback');
      return 'duplicate';
    }
    await apply(transactionOn(client));
    await client.query('commit');
    return 'applied';
  }
}

/** Drizzle's own transaction object over a connection whose transaction we opened (savepoints nest). */
function transactionOn(client: PoolClient): DbExecutor {
  return new NodePgTransaction(dialect, new NodePgSession(client, dialect, undefined), undefined);
}
