import { escapeLiteral, type Pool, type PoolClient, type QueryResult } from 'pg';
import {
  currentTransactionScope,
  inTransactionScope,
  type TransactionScope,
} from '../database/after-commit';
import { ConnectionTransaction, onPooledConnection } from '../database/connection-transaction';
import type { DbExecutor } from '../database/database.types';
import { keepCorrelation } from '../logging/correlation';

export type InboxOutcome = 'applied' | 'duplicate';

interface Delivery {
  key: string;
  eventId: string;
  eventName: string;
  consumer: string;
  /** The handler, bound to its message's correlation id. */
  apply: (tx: DbExecutor, scope: TransactionScope | undefined) => Promise<void>;
  resolve: (outcome: InboxOutcome) => void;
  reject: (error: unknown) => void;
}

const canonicalUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Applies each event id once per consumer: the mark and the handler's writes share one
 * transaction. Events that arrive together (in one turn of the event loop; at most the prefetch)
 * share it too: one round trip opens it and marks them all, their handlers run one after another,
 * and one commit, carrying the events they raised, ends it. An event that arrives alone is a
 * batch of one. If any handler fails, the batch is rolled back and each event is applied alone,
 * so a failure (and its retry) stays with its own event. Handlers are at-least-once already (a
 * commit can fail after a handler ran); a rolled-back batch only makes a re-run likelier, and
 * work a handler starts for after its commit waits for `afterCommit`.
 */
export class Inbox {
  private waiting: Delivery[] = [];

  constructor(
    private readonly pool: Pool,
    private readonly maxBatch = 32,
  ) {}

  once(
    eventId: string,
    eventName: string,
    consumer: string,
    apply: (tx: DbExecutor) => Promise<void>,
  ): Promise<InboxOutcome> {
    return new Promise((resolve, reject) => {
      const inMessageContext = keepCorrelation();
      const delivery: Delivery = {
        key: `${eventId}\n${consumer}`,
        eventId,
        eventName,
        consumer,
        apply: (tx, scope) => inMessageContext(() => inTransactionScope(scope, () => apply(tx))),
        resolve,
        reject,
      };
      // Postgres returns ids in canonical form: any other spelling is marked on its own.
      if (!canonicalUuid.test(eventId)) {
        this.applyAlone(delivery);
        return;
      }
      this.waiting.push(delivery);
      if (this.waiting.length === 1) setImmediate(() => this.flush());
    });
  }

  private flush(): void {
    const batch = this.waiting.splice(0, this.maxBatch);
    if (this.waiting.length > 0) setImmediate(() => this.flush());
    if (batch.length === 1) {
      this.applyAlone(batch[0]);
      return;
    }
    this.applyTogether(batch).then(
      (outcomes) => batch.forEach((delivery, i) => delivery.resolve(outcomes[i])),
      () => batch.forEach((delivery) => this.applyAlone(delivery)),
    );
  }

  private applyAlone(delivery: Delivery): void {
    this.applyTogether([delivery]).then(([outcome]) => delivery.resolve(outcome), delivery.reject);
  }

  private applyTogether(batch: Delivery[]): Promise<InboxOutcome[]> {
    return onPooledConnection(
      this.pool,
      (client) => this.applyInTransaction(client, batch),
      (client) => client.query('rollback'),
    );
  }

  private async applyInTransaction(client: PoolClient, batch: Delivery[]): Promise<InboxOutcome[]> {
    const values = batch
      .map(({ eventId, consumer, eventName }) => [eventId, consumer, eventName].map(escapeLiteral))
      .map((row) => `(${row.join(', ')})`)
      .join(', ');
    // Two statements in one query cannot take bind parameters: the values are escaped instead.
    const [, marked] = (await client.query(
      `begin; insert into inbox (event_id, consumer, event_name) values ${values}
       on conflict do nothing returning event_id, consumer`,
    )) as unknown as [QueryResult, QueryResult<{ event_id: string; consumer: string }>];
    const fresh = new Set(marked.rows.map((row) => `${row.event_id}\n${row.consumer}`));
    if (fresh.size === 0) {
      await client.query('rollback');
      return batch.map(() => 'duplicate');
    }
    const transaction = new ConnectionTransaction(client, 'begin', true);
    const scope = currentTransactionScope();
    const outcomes: InboxOutcome[] = [];
    for (const delivery of batch) {
      // The same event twice in one batch (a redelivery) is applied once.
      if (!fresh.delete(delivery.key)) {
        outcomes.push('duplicate');
        continue;
      }
      await delivery.apply(transaction.tx, scope);
      outcomes.push('applied');
    }
    await transaction.commit();
    return outcomes;
  }
}
