import { Injectable } from '@nestjs/common';
import { eq, or, sql } from 'drizzle-orm';
import type { UnsubscribeScope } from '@tend/contracts';
import type { DbExecutor } from '@tend/platform';
import { emailUnsubscribes } from '../database/schema';

/** Each address and scope an unsubscribe link was used for, once. */
@Injectable()
export class EmailUnsubscribesRepository {
  /** True the first time this address unsubscribes from this scope. */
  async add(
    tx: DbExecutor,
    entry: { email: string; scope: UnsubscribeScope; userId: string | null },
  ): Promise<boolean> {
    const rows = await tx
      .insert(emailUnsubscribes)
      .values(entry)
      .onConflictDoNothing()
      .returning({ email: emailUnsubscribes.email });
    return rows.length > 0;
  }

  /** The unsubscribes of the account's old address, recorded for its new one as well. */
  async carryOver(tx: DbExecutor, userId: string, from: string, to: string): Promise<void> {
    await tx.execute(
      sql`insert into email_unsubscribes (email, scope, user_id, unsubscribed_at)
          select ${to}, scope, ${userId}, unsubscribed_at from email_unsubscribes
          where email = ${from}
          on conflict do nothing`,
    );
  }

  async deleteFor(tx: DbExecutor, userId: string, email: string): Promise<void> {
    await tx
      .delete(emailUnsubscribes)
      .where(or(eq(emailUnsubscribes.userId, userId), eq(emailUnsubscribes.email, email)));
  }
}
