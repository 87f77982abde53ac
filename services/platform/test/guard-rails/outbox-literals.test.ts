import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { escapeLiteral, type Pool } from 'pg';
import { UserRegistered } from '@tend/contracts';
import type { Database, DbExecutor } from '../../src/database/database.types';
import { withCorrelation } from '../../src/logging/correlation';
import { Outbox } from '../../src/outbox/outbox';
import { TestNamespace } from '../../src/testing';
import { registeredPayload as registered } from '../fixtures/recording-consumer';
import { guardDatabase } from './guard-database';
import { expectWrittenFor } from './written-for';

/** Text that breaks a statement built by joining strings unless every literal is escaped. */
const hostile = [
  `O'Brien`,
  `''; drop table outbox; --`,
  `back\\slash \\' \\\\ ends in \\`,
  `E'not an escape' $$dollar$$ $tag$ quoted $tag$`,
  `"double" \`tick\` ; -- /* comment */`,
  `line\nbreak\r\ttab`,
  `é ß 漢字 🙂 עברית \u0301 \u200d \u2028`,
];

/**
 * Guard rail for outbox/outbox.ts (and the inbox and tombstones, which build their statements the
 * same way): events are written in a statement of joined literals escaped by pg's `escapeLiteral`,
 * not bound parameters, so they can travel with the commit. A simple quote and backslash are
 * covered by test/transactions.test.ts; this file checks the escaping itself and hostile text.
 */
describe('guard rail: the outbox writes escaped literals, not bound parameters', () => {
  const ns = new TestNamespace();
  const outbox = new Outbox();
  let pool: Pool;
  let db: Database;

  beforeAll(async () => ({ pool, db } = await guardDatabase(ns)));
  afterAll(async () => {
    await pool?.end();
    await ns.cleanup();
  });

  async function stored(eventId: string) {
    const { rows } = await db.execute<{ payload: { firstName: string }; correlation_id: string }>(
      sql`select payload, correlation_id from outbox where id = ${eventId}`,
    );
    return rows[0];
  }

  it('runs on the pg it was written for', () => {
    expectWrittenFor(
      'pg',
      '8.23.1',
      "outbox.ts, inbox.ts and tombstones.ts: escapeLiteral still doubles quotes and, for text with a backslash, doubles backslashes in an E'' literal",
    );
  });

  it("escapes as the statements expect: quotes doubled, backslashes in an E'' literal", () => {
    expect(escapeLiteral(`it's`)).toBe(`'it''s'`);
    expect(escapeLiteral(`a\\b'c`)).toBe(` E'a\\\\b''c'`);
    expect(escapeLiteral('é 🙂')).toBe(`'é 🙂'`);
  });

  it.each([
    ['with the commit', (tx: DbExecutor, run: (tx: DbExecutor) => Promise<string>) => run(tx)],
    [
      'at once, in a savepoint',
      (tx: DbExecutor, run: (tx: DbExecutor) => Promise<string>) => tx.transaction(run),
    ],
  ])('stores hostile text exactly as given when written %s', async (_how, within) => {
    for (const text of hostile) {
      const eventId = await withCorrelation(text, () =>
        db.transaction((tx) =>
          within(tx, (inner) => outbox.add(inner, UserRegistered, registered(randomUUID(), text))),
        ),
      );
      expect(await stored(eventId)).toEqual({
        payload: expect.objectContaining({ firstName: text }),
        correlation_id: text,
      });
    }
  });

  it('refuses a NUL character (Postgres jsonb cannot hold it) and commits nothing', async () => {
    const userId = randomUUID();
    const writing = db.transaction((tx) =>
      outbox.add(tx, UserRegistered, registered(userId, 'nul\u0000here')),
    );
    await expect(writing).rejects.toThrow('unsupported Unicode escape sequence');
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from outbox where payload->>'userId' = ${userId}`,
    );
    expect(rows[0].n).toBe(0);
  });
});
