import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../database/database.types';
import { subjectNeedles, type ErasureSubject } from './erasure-subject';

/**
 * Deletes, in the caller's transaction, every outbox row whose payload names the person, published
 * or not: published ones are kept only for diagnosis, and an unpublished one would carry the
 * person's data to a service that is erasing it. Call it before raising the confirmation, which
 * names the user by id and must survive. Inbox rows hold event ids and names only, no payload,
 * so there is nothing of the person to erase there.
 */
export async function eraseSubject(tx: DbExecutor, subject: ErasureSubject): Promise<number> {
  const needles = subjectNeedles(subject);
  if (needles.length === 0) return 0;
  const result = await tx.execute(
    sql`delete from outbox where ${sql.join(
      needles.map((needle) => sql`strpos(lower(payload::text), ${needle}) > 0`),
      sql` or `,
    )}`,
  );
  return result.rowCount ?? 0;
}
