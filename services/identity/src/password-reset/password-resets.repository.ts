import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { passwordResets } from '../database/schema';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

@Injectable()
export class PasswordResetsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async create(
    tx: DbExecutor,
    reset: Omit<PasswordResetRow, 'createdAt' | 'usedAt'>,
  ): Promise<void> {
    await tx.insert(passwordResets).values(reset);
  }

  /** `lock` (in a transaction) holds the row until commit, so two uses of one link cannot both win. */
  async find(
    tokenHash: string,
    executor: DbExecutor = this.db,
    lock = false,
  ): Promise<PasswordResetRow | undefined> {
    const query = executor
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.tokenHash, tokenHash));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  /** Ends every link of the user still open: a password just set makes them all pointless. */
  async useAllOf(tx: DbExecutor, userId: string, usedAt: Date): Promise<void> {
    await tx
      .update(passwordResets)
      .set({ usedAt })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  }

  /** Forgets the user's links that ended before `before` (kept a while to say "already used"). */
  async deleteOld(tx: DbExecutor, userId: string, before: Date): Promise<void> {
    await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.userId, userId), lt(passwordResets.expiresAt, before)));
  }
}
