import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { accountDeletions, erasureConfirmations } from '../database/schema';

@Injectable()
export class AccountDeletionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async start(tx: DbExecutor, userId: string, requestedAt: Date): Promise<void> {
    await tx.insert(accountDeletions).values({ userId, requestedAt }).onConflictDoNothing();
  }

  /** Records one service's confirmation; answers every service confirmed so far. */
  async confirm(
    tx: DbExecutor,
    userId: string,
    service: string,
    erasedAt: Date,
  ): Promise<string[]> {
    // One account's confirmations are counted one at a time (the deletion's row is the lock): two
    // arriving together would each miss the other's row, and neither would complete the saga.
    await tx
      .select({ userId: accountDeletions.userId })
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, userId))
      .for('update');
    await tx
      .insert(erasureConfirmations)
      .values({ userId, service, erasedAt })
      .onConflictDoNothing();
    const rows = await tx
      .select({ service: erasureConfirmations.service })
      .from(erasureConfirmations)
      .where(eq(erasureConfirmations.userId, userId));
    return rows.map((row) => row.service);
  }

  async complete(tx: DbExecutor, userId: string): Promise<void> {
    await tx
      .update(accountDeletions)
      .set({ completedAt: new Date() })
      .where(eq(accountDeletions.userId, userId));
  }

  async status(userId: string) {
    const [deletion] = await this.db
      .select()
      .from(accountDeletions)
      .where(eq(accountDeletions.userId, userId));
    if (!deletion) return undefined;
    const confirmed = await this.db
      .select({ service: erasureConfirmations.service })
      .from(erasureConfirmations)
      .where(eq(erasureConfirmations.userId, userId));
    return { deletion, confirmed: confirmed.map((row) => row.service) };
  }
}
