import { escapeLiteral } from 'pg';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../database/database.types';

/**
 * Tombstones: the ids of accounts this service has erased (table `erased_subjects`). An erasure
 * takes the account's advisory lock exclusively and writes the tombstone in its own transaction;
 * a write about the account (an event, an upload) takes the same lock shared, then looks for the
 * tombstone. So an erasure waits for writes already under way, and a later write sees it and stops:
 * nothing is recreated for an erased account, whatever waited in a retry queue or a link.
 */

/** The event about an account, as the inbox sees it: whose it is, and whether it starts the erasure. */
export interface EventSubject {
  userId: string;
  erases: boolean;
}

const lockKey = (userIdLiteral: string) => `hashtextextended(${userIdLiteral}, 7271)`;

/** Statements that lock the accounts shared (one per id); for a multi-statement query. */
export function lockSharedStatement(userIds: readonly string[]): string {
  const values = userIds.map((id) => `(${escapeLiteral(id)})`).join(', ');
  return `select pg_advisory_xact_lock_shared(${lockKey('id')}) from (values ${values}) as v(id)`;
}

/** Finds which of the accounts are erased; run after the lock, in a statement of its own (its own snapshot). */
export function erasedAmongStatement(userIds: readonly string[]): string {
  const values = userIds.map((id) => escapeLiteral(id)).join(', ');
  return `select user_id::text as user_id from erased_subjects where user_id::text in (${values})`;
}

/** Statements that lock the account exclusively and record it as erased. */
export function tombstoneStatements(userId: string): string[] {
  const id = escapeLiteral(userId);
  return [
    `select pg_advisory_xact_lock(${lockKey(id)})`,
    `insert into erased_subjects (user_id) values (${id}::uuid)
     on conflict (user_id) do update set erased_at = now()`,
  ];
}

/**
 * Whether the account was erased. Holds its shared lock until the caller's transaction ends, so
 * no erasure can commit between this answer and the caller's writes.
 */
export async function isErased(tx: DbExecutor, userId: string): Promise<boolean> {
  await tx.execute(sql.raw(lockSharedStatement([userId])));
  const { rows } = await tx.execute(sql.raw(erasedAmongStatement([userId])));
  return rows.length > 0;
}

/** Accounts erased within the last `hours`: those whose late messages are still dropped. */
export async function recentlyErased(tx: DbExecutor, hours: number): Promise<string[]> {
  const { rows } = await tx.execute<{ user_id: string }>(
    sql`select user_id::text as user_id from erased_subjects
        where erased_at > now() - make_interval(hours => ${hours})`,
  );
  return rows.map((row) => row.user_id);
}

/** Forgets tombstones older than `hours` (by then no retry or link can still name the account). */
export async function forgetTombstones(tx: DbExecutor, hours: number): Promise<number> {
  const result = await tx.execute(
    sql`delete from erased_subjects where erased_at <= now() - make_interval(hours => ${hours})`,
  );
  return result.rowCount ?? 0;
}
