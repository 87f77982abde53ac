import { and, eq, gt } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '@tend/platform';

/** A table of waiting single-use links, each row found by its token's hash and live until it expires. */
export type LinkTable = PgTable & { tokenHash: PgColumn; expiresAt: PgColumn };

/**
 * Takes the row a live link stands for: deleted and returned in one statement, so of two uses of
 * one link only one gets it. An expired or unknown link takes nothing. `now` is this process's
 * clock, the one the link's expiry was set by.
 */
export async function takeLiveLink<T extends LinkTable>(
  tx: DbExecutor,
  table: T,
  tokenHash: string,
  now = new Date(),
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await tx
    .delete(table)
    .where(and(eq(table.tokenHash, tokenHash), gt(table.expiresAt, now)))
    .returning();
  return row;
}
