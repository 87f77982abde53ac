import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { emailChanges, users } from '../database/schema';
import { takeLiveLink } from '../tokens/take-live-link';

export type EmailChangeRow = typeof emailChanges.$inferSelect;

@Injectable()
export class EmailChangesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** One waiting change per user: a new request replaces the old one (its link stops working). */
  async upsert(tx: DbExecutor, change: Omit<EmailChangeRow, 'createdAt'>): Promise<void> {
    await tx
      .insert(emailChanges)
      .values(change)
      .onConflictDoUpdate({
        target: emailChanges.userId,
        set: {
          newEmail: change.newEmail,
          tokenHash: change.tokenHash,
          expiresAt: change.expiresAt,
          createdAt: new Date(),
        },
      });
  }

  /** Takes the change a live link stands for (single use: gone afterwards, whatever follows). */
  consume(tx: DbExecutor, tokenHash: string): Promise<EmailChangeRow | undefined> {
    return takeLiveLink(tx, emailChanges, tokenHash);
  }

  /** True when an account already uses the address. */
  async addressTaken(email: string, executor: DbExecutor = this.db): Promise<boolean> {
    const rows = await executor
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return rows.length > 0;
  }

  /**
   * Moves the account to its confirmed address; undefined when the user is gone or another
   * account took the address meanwhile (the unique index decides, inside the transaction).
   */
  async applyEmail(
    tx: DbExecutor,
    userId: string,
    email: string,
  ): Promise<typeof users.$inferSelect | undefined> {
    const [row] = await tx
      .update(users)
      .set({ email })
      .where(eq(users.id, userId))
      .returning()
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) return [];
        throw error;
      });
    return row;
  }
}

/** PostgreSQL's unique_violation, as node-postgres raises it or Drizzle wraps it. */
function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return code === '23505' || cause?.code === '23505';
}
