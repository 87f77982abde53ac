import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient, QueryConfig } from 'pg';
import { committing } from './after-commit';
import type { Database, DbExecutor } from './database.types';

const dialect = new PgDialect();
const open = new WeakMap<DbExecutor, ConnectionTransaction>();

/**
 * A transaction on one pooled connection, as Drizzle's `tx`, that saves round trips without
 * changing what commits or what its own statements see: `begin` goes out with the first statement
 * (a transaction that runs none sends nothing), and writes deferred with `deferToCommit` travel
 * with the next statement or, usually, in the same message as the `commit`. Every event a service
 * raises is such a write, so recording one costs no round trip of its own; a transaction that only
 * raises events takes one round trip in all.
 *
 * Built from Drizzle's internal session and transaction classes: the guard rail
 * test/guard-rails/connection-transaction.test.ts fails if drizzle-orm or pg move from the
 * versions it was written for.
 */
export class ConnectionTransaction {
  readonly tx: DbExecutor;
  /** `begin` and the deferred writes sent so far, once the server has them. */
  private opened?: Promise<unknown>;
  private readonly deferred: string[] = [];

  /** `begun`: the caller has already sent `begin` on this connection. */
  constructor(
    private readonly client: PoolClient,
    private readonly beginStatement = 'begin',
    begun = false,
  ) {
    if (begun) this.opened = Promise.resolve();
    const session = new NodePgSession(this.lazilyBegun(), dialect, undefined);
    this.tx = new NodePgTransaction(dialect, session, undefined);
    open.set(this.tx, this);
  }

  defer(statement: string): void {
    this.deferred.push(statement);
  }

  async commit(): Promise<void> {
    const statements = this.deferred.splice(0);
    if (!this.opened) {
      if (statements.length === 0) return;
      statements.unshift(this.beginStatement);
      // Sent now: if a deferred write fails, the rest of the message is skipped and the
      // transaction stays open, aborted, until `rollback` ends it.
      this.opened = Promise.resolve();
    } else await this.opened;
    await this.client.query([...statements, 'commit'].join(';\n'));
  }

  /** Rolls back what was sent; nothing to do if nothing was. */
  async rollback(): Promise<void> {
    this.deferred.length = 0;
    if (this.opened) await this.client.query('rollback');
  }

  /** A statement of the transaction: the writes deferred so far go first, so it sees them. */
  private async query(statement: string | QueryConfig, values?: unknown[]): Promise<unknown> {
    const deferred = this.deferred.splice(0);
    if (!this.opened)
      this.opened = this.client.query([this.beginStatement, ...deferred].join(';\n'));
    else if (deferred.length > 0) {
      const sent = this.opened;
      this.opened = sent.then(() => this.client.query(deferred.join(';\n')));
    }
    await this.opened;
    return this.client.query(statement, values);
  }

  /** The connection as Drizzle's session uses it: `query` alone, `begin` sent before the first. */
  private lazilyBegun(): PoolClient {
    const query = (statement: string | QueryConfig, values?: unknown[]) =>
      this.query(statement, values);
    return { query } as never;
  }
}

/**
 * Defers `statement` to the next statement or the commit of `tx` when `tx` is a transaction opened
 * by `runTransaction` or the inbox; false for anything else (a savepoint, the pool itself), where
 * the caller runs it at once.
 */
export function deferToCommit(tx: DbExecutor, statement: string): boolean {
  const transaction = open.get(tx);
  transaction?.defer(statement);
  return transaction !== undefined;
}

/**
 * Runs a transaction's `work` on a pooled connection, then its `afterCommit` callbacks; on failure
 * `rollback`, and a connection that cannot roll back is released as broken.
 */
export async function onPooledConnection<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
  rollback: (client: PoolClient) => Promise<unknown>,
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await committing(() => work(client));
  } catch (error) {
    await rollback(client).catch((rollbackFailed: Error) => {
      broken = rollbackFailed;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** `db.transaction`, on a `ConnectionTransaction`; its `afterCommit` callbacks run once it commits. */
export async function runTransaction<T>(
  pool: Pool,
  run: (tx: DbExecutor) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  let transaction: ConnectionTransaction | undefined;
  return onPooledConnection(
    pool,
    async (client) => {
      transaction = new ConnectionTransaction(client, beginStatement(config));
      const result = await run(transaction.tx);
      await transaction.commit();
      return result;
    },
    async () => transaction?.rollback(),
  );
}

/** `begin` with Drizzle's transaction options (their values are SQL keywords, typed as such). */
function beginStatement(config: PgTransactionConfig = {}): string {
  const { isolationLevel, accessMode, deferrable } = config;
  const options = [
    isolationLevel && `isolation level ${isolationLevel}`,
    accessMode,
    deferrable === undefined ? undefined : deferrable ? 'deferrable' : 'not deferrable',
  ];
  return ['begin', ...options.filter(Boolean)].join(' ');
}

/** Makes `db.transaction` a `runTransaction` on `pool`, the pool `db` runs on. */
export function withConnectionTransactions(db: Database, pool: Pool): Database {
  // Drizzle's tx type for this database is the NodePgTransaction that runTransaction hands over.
  db.transaction = (run, config) => runTransaction(pool, run as never, config);
  return db;
}
