import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { createPool, prepareDatabase, type Database } from '@tend/platform';
import { TestNamespace } from '@tend/platform/testing';
import { pendingSignups } from '../src/database/schema';
import { identityService } from '../src/identity.definition';
import { newLinkToken } from '../src/tokens/link-token';
import { takeLiveLink } from '../src/tokens/take-live-link';

/** Taking the row a single-use link stands for, on identity's real tables (pending sign-ups here). */
describe('takeLiveLink (real PostgreSQL)', () => {
  const ns = new TestNamespace();
  const url = ns.databaseUrl('identity');
  let pool: Pool;
  let db: Database;

  /** A pending sign-up whose link expires `ttlMs` from now; its token's hash. */
  async function waiting(ttlMs: number): Promise<string> {
    const { hash, expiresAt } = newLinkToken(ttlMs);
    await db.insert(pendingSignups).values({
      email: `${randomUUID()}@example.com`,
      firstName: 'Ada',
      lastName: 'Lovelace',
      tokenHash: hash,
      expiresAt,
      eligibility: null,
    });
    return hash;
  }

  const stillThere = async (hash: string) =>
    (await db.select().from(pendingSignups).where(eq(pendingSignups.tokenHash, hash))).length;

  beforeAll(async () => {
    await prepareDatabase(url, identityService.migrationsFolder);
    pool = createPool(url, { max: 4 });
    db = drizzle({ client: pool });
  });
  afterAll(async () => {
    await pool?.end();
    await ns.cleanup();
  });

  it('takes a live link once: the row comes back, then it is gone', async () => {
    const hash = await waiting(60_000);
    expect(await takeLiveLink(db, pendingSignups, hash)).toMatchObject({ tokenHash: hash });
    expect(await takeLiveLink(db, pendingSignups, hash)).toBeUndefined();
    expect(await stillThere(hash)).toBe(0);
  });

  it('takes nothing for an expired link, and leaves its row alone', async () => {
    const hash = await waiting(-1);
    expect(await takeLiveLink(db, pendingSignups, hash)).toBeUndefined();
    expect(await stillThere(hash)).toBe(1);
  });

  it('takes nothing for a link it has never seen', async () => {
    expect(await takeLiveLink(db, pendingSignups, newLinkToken(1000).hash)).toBeUndefined();
  });

  it('gives the row to only one of several uses racing on separate connections', async () => {
    const hash = await waiting(60_000);
    const taken = await Promise.all(
      Array.from({ length: 4 }, () =>
        db.transaction((tx) => takeLiveLink(tx, pendingSignups, hash)),
      ),
    );
    expect(taken.filter(Boolean)).toHaveLength(1);
  });
});
