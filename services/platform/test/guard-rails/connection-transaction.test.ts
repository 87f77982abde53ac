import { randomUUID } from 'node:crypto';
import { entityKind, eq, sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { PgDatabase, PgDialect, PgTransaction, pgTable, uuid } from 'drizzle-orm/pg-core';
import { escapeLiteral, type Pool, type QueryResult } from 'pg';
import { ConnectionTransaction, deferToCommit } from '../../src/database/connection-transaction';
import type { Database, DbExecutor } from '../../src/database/database.types';
import { TestNamespace } from '../../src/testing';
import { guardDatabase } from './guard-database';
import { expectWrittenFor } from './written-for';

const appliedEvents = pgTable('applied_events', {
  eventId: uuid('event_id').notNull(),
  userId: uuid('user_id').notNull(),
});

/**
 * Guard rail for database/connection-transaction.ts, which builds Drizzle's internal session and
 * transaction classes on a pooled connection and replaces `db.transaction`; the inbox also reads
 * the results of pg's multi-statement queries. Commit, rollback on throw, a rolled-back savepoint, isolation options
 * and events are covered through a whole service by test/transactions.test.ts; this file checks
 * the internals themselves and what that test does not reach.
 */
describe('guard rail: transactions built on Drizzle internals', () => {
  const ns = new TestNamespace();
  let pool: Pool;
  let db: Database;

  beforeAll(async () => ({ pool, db } = await guardDatabase(ns, 1)));
  afterAll(async () => {
    await pool?.end();
    await ns.cleanup();
  });

  it('runs on the drizzle-orm and pg it was written for', () => {
    expectWrittenFor(
      'drizzle-orm',
      '0.45.4',
      "connection-transaction.ts: NodePgSession(client, dialect, schema) and NodePgTransaction(dialect, session, schema) still take those arguments, the session sends every statement through its client's query() alone, nesting still uses savepoints on the same session, and db.transaction can still be replaced",
    );
    expectWrittenFor(
      'pg',
      '8.23.1',
      'connection-transaction.ts and inbox.ts: a query of several statements still answers one result per statement, and release(error) still discards a connection',
    );
  });

  it('finds the Drizzle classes it builds, with the fields and methods it relies on', () => {
    expect([NodePgSession[entityKind], NodePgTransaction[entityKind]]).toEqual([
      'NodePgSession',
      'NodePgTransaction',
    ]);
    const client = { query: jest.fn() };
    const dialect = new PgDialect();
    const session = new NodePgSession(client as never, dialect, undefined);
    expect(Reflect.get(session, 'client')).toBe(client);
    expect(Reflect.get(session, 'dialect')).toBe(dialect);
    const tx = new NodePgTransaction(dialect, session, undefined);
    expect(tx).toBeInstanceOf(PgTransaction);
    expect(tx).toBeInstanceOf(PgDatabase);
    expect(Reflect.get(tx, 'session')).toBe(session);
    expect(Object.hasOwn(NodePgTransaction.prototype, 'transaction')).toBe(true);
    expect(typeof PgDatabase.prototype.transaction).toBe('function');
    expect(Object.hasOwn(db, 'transaction')).toBe(true);
    expect(typeof escapeLiteral).toBe('function');
  });

  it('sends every statement of the transaction through the query() of the connection alone', async () => {
    const sent: string[] = [];
    const query = async (statement: unknown) => {
      sent.push(textOf(statement));
      return { rows: [], rowCount: 0, fields: [] };
    };
    const transaction = new ConnectionTransaction({ query } as never);
    await transaction.tx.execute(sql`select 1`);
    await transaction.tx.select().from(appliedEvents);
    await transaction.commit();
    expect(sent).toEqual([
      'begin',
      'select 1',
      'select "event_id", "user_id" from "applied_events"',
      'commit',
    ]);
  });

  it("commits the query builder's typed reads and writes", async () => {
    const userId = randomUUID();
    const eventId = randomUUID();
    const inserted = await db.transaction(async (tx) => {
      await tx.insert(appliedEvents).values({ eventId, userId });
      return tx.select().from(appliedEvents).where(eq(appliedEvents.userId, userId));
    });
    expect(inserted).toEqual([{ eventId, userId }]);
    expect(await rowsOf(db, userId)).toBe(1);
  });

  it('nests savepoints two deep: keeps what succeeded, drops only the step that failed', async () => {
    const [outer, inner, failed] = [randomUUID(), randomUUID(), randomUUID()];
    await db.transaction(async (tx) => {
      await write(tx, outer);
      await tx.transaction(async (level1) => {
        await write(level1, inner);
        await level1
          .transaction(async (level2) => {
            await write(level2, failed);
            throw new Error('the deepest step failed');
          })
          .catch(() => undefined);
      });
    });
    expect([await rowsOf(db, outer), await rowsOf(db, inner), await rowsOf(db, failed)]).toEqual([
      1, 1, 0,
    ]);
  });

  it('gives the connection back clean after a failed transaction (a pool of one still works)', async () => {
    const userId = randomUUID();
    const failing = db.transaction(async (tx) => {
      await write(tx, userId);
      await tx.execute(sql`select 1/0`);
    });
    await expect(failing).rejects.toThrow('Failed query: select 1/0');
    const { rows } = await db.execute<{ open: boolean }>(
      sql`select now() <> statement_timestamp() as open`,
    );
    expect(rows).toEqual([{ open: false }]);
    expect(await rowsOf(db, userId)).toBe(0);
  });

  it('gives the connection back clean when a deferred write fails with the commit', async () => {
    const failing = db.transaction(async (tx) => {
      deferToCommit(tx, 'select 1/0');
    });
    await expect(failing).rejects.toThrow('division by zero');
    const { rows } = await db.execute<{ open: boolean }>(
      sql`select now() <> statement_timestamp() as open`,
    );
    expect(rows).toEqual([{ open: false }]);
  });

  it('answers a query of several statements with one result per statement (the inbox reads them)', async () => {
    const client = await pool.connect();
    try {
      const results = (await client.query(
        'select 1 as a; select 2 as b',
      )) as unknown as QueryResult<Record<string, number>>[];
      expect(results.map((result) => result.rows)).toEqual([[{ a: 1 }], [{ b: 2 }]]);
    } finally {
      client.release();
    }
  });
});

function textOf(statement: unknown): string {
  return typeof statement === 'string' ? statement : (statement as { text: string }).text;
}

const write = (tx: DbExecutor, userId: string) =>
  tx.insert(appliedEvents).values({ eventId: randomUUID(), userId });

async function rowsOf(db: Database, userId: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from applied_events where user_id = ${userId}`,
  );
  return rows[0].n;
}
