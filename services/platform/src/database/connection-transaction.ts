import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient, QueryConfig } from 'pg';
import { committing } from './after-commit';
import type { Database, DbExecutor } from './database.types';

const dialect = new PgDialect();
const open = new WeakMap<DbExecutor, ConnectionTransaction>();

/**
 * A transaction on one pooled connection, as Drizzle's `tx`, that saves round trips without
 * changing what commits: `begin` goes out with the first statement (a transaction that runs none
 * sends nothing), and writes deferred with `deferToCommit` travel in the same message as the
 * `commit`. Every event a service raises is such a write, so recording one costs no round trip
 * of its own; a transaction that only raises events takes one round trip in all.
 */
export class ConnectionTransaction {
  readonly tx: DbExecutor;
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

  /** Sends the deferred writes now, for a statement that must see them (erasing the outbox, say). */
  async flush(): Promise<void> {
    const statements = this.deferred.splice(0);
    if (statements.length > 0) await this.query(statements.join(';\n'));
  }

  async commit(): Promise<void> {
    const statements = this.deferred.splice(0);
    if (!this.opened) {
      if (statements.length === 0) return;
      statements.unshift(this.beginStatement);
    } else await this.opened;
    await this.client.query([...statements, 'commit'].join(';\n'));
  }

  /** Rolls back what was sent; nothing to do if nothing was. */
  async rollback(): Promise<void> {
    this.deferred.length = 0;
    if (this.opened) await this.client.query('rollback');
  }

  private async query(statement: string | QueryConfig, values?: unknown[]): Promise<unknown> {
    this.opened ??= this.client.query(this.beginStatement);
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
 * Defers `statement` to the commit of `tx` when `tx` is a transaction opened by
 * `runTransaction` or the inbox; false for anything else (a savepoint, the pool itself), where the
 * caller runs it at once.
 */
export function deferToCommit(tx: DbExecutor, statement: string): boolean {
  const transaction = open.get(tx);
  transaction?.defer(statement);
  return transaction !== undefined;
}

/** Sends the writes deferred in `tx` now. */
export async function flushDeferred(tx: DbExecutor): Promise<void> {
  await open.get(tx)?.flush();
}

/** `db.transaction`, on a `ConnectionTransaction`; its `afterCommit` callbacks run once it commits. */
export async function runTransaction<T>(
  pool: Pool,
  run: (tx: DbExecutor) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  const client = await pool.connect();
  const transaction = new ConnectionTransaction(client, beginStatement(config));
  let broken: Error | undefined;
  try {
    return await committing(async () => {
      const result = await run(transaction.tx);
      await transaction.commit();
      return result;
    });
  } catch (error) {
    await transaction.rollback().catch((rollbackFailed: Error) => {
      broken = rollbackFailed;
    });
    throw error;
  } finally {
    client.release(broken);
  }
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
