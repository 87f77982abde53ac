import { escapeLiteral, type Pool, type PoolClient, type QueryResult } from 'pg';
import {
  currentTransactionScope,
  inTransactionScope,
  type TransactionScope,
} from '../database/after-commit';
import { ConnectionTransaction, onPooledConnection } from '../database/connection-transaction';
import type { DbExecutor } from '../database/database.types';
import {
  erasedAmongStatement,
  lockSharedStatement,
  tombstoneStatements,
  type EventSubject,
} from '../erasure/tombstones';
import { keepCorrelation } from '../logging/correlation';

/** 'erased': the event is about an account this consumer has erased, so it was dropped unapplied. */
export type InboxOutcome = 'applied' | 'duplicate' | 'erased';

interface Delivery {
  key: string;
  eventId: string;
  eventName: string;
  consumer: string;
  subject?: EventSubject;
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
 *
 * An event about an account is checked against the consumer's tombstones in the same transaction
 * (see erasure/tombstones.ts); one that starts an account's erasure writes its tombstone first and
 * is applied alone, so no batch both erases an account and then writes for it.
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
    subject?: EventSubject,
  ): Promise<InboxOutcome> {
    return new Promise((resolve, reject) => {
      const inMessageContext = keepCorrelation();
      const delivery: Delivery = {
        key: `${eventId}\n${consumer}`,
        eventId,
        eventName,
        consumer,
        subject,
        apply: (tx, scope) => inMessageContext(() => inTransactionScope(scope, () => apply(tx))),
        resolve,
        reject,
      };
      // Postgres returns ids in canonical form: any other spelling is marked on its own.
      if (!canonicalUuid.test(eventId) || subject?.erases) {
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
    const erasing = batch.find((delivery) => delivery.subject?.erases)?.subject?.userId;
    const about = [
      ...new Set(
        batch.flatMap(({ subject }) => (subject && !subject.erases ? [subject.userId] : [])),
      ),
    ];
    // Several statements in one query cannot take bind parameters: the values are escaped instead
    // (pg's escaping and its results per statement: see test/guard-rails/).
    // Each statement takes its own snapshot, so the tombstones are read after their locks are held.
    const statements = [
      'begin',
      ...(erasing ? tombstoneStatements(erasing) : []),
      ...(about.length > 0 ? [lockSharedStatement(about)] : []),
      `insert into inbox (event_id, consumer, event_name) values ${values}
       on conflict do nothing returning event_id, consumer`,
      ...(about.length > 0 ? [erasedAmongStatement(about)] : []),
    ];
    const results = (await client.query(statements.join(';\n'))) as unknown as QueryResult[];
    const markedAt = statements.length - (about.length > 0 ? 2 : 1);
    const marked = results[markedAt] as QueryResult<{ event_id: string; consumer: string }>;
    const erased = new Set(
      about.length > 0
        ? (results[markedAt + 1] as QueryResult<{ user_id: string }>).rows.map((row) => row.user_id)
        : [],
    );
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
      // Marked as seen all the same, so a redelivery is a duplicate.
      if (delivery.subject && erased.has(delivery.subject.userId)) {
        outcomes.push('erased');
        continue;
      }
      await delivery.apply(transaction.tx, scope);
      outcomes.push('applied');
    }
    await transaction.commit();
    return outcomes;
  }
}
