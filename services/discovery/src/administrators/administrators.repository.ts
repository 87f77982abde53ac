import { Inject, Injectable } from '@nestjs/common';
import { and, eq, lt } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { administrators } from '../database/schema';

export type Administrator = typeof administrators.$inferInsert;

/** Discovery's copy of its super administrators' addresses (identity owns them). */
@Injectable()
export class AdministratorsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Keeps the address, unless a newer fact about this administrator is already kept. */
  async remember(tx: DbExecutor, administrator: Administrator): Promise<void> {
    await tx
      .insert(administrators)
      .values(administrator)
      .onConflictDoUpdate({
        target: administrators.userId,
        set: { email: administrator.email, asOf: administrator.asOf },
        setWhere: lt(administrators.asOf, administrator.asOf),
      });
  }

  /** A new address for someone kept here; anyone else's change is none of discovery's business. */
  async changeEmail(tx: DbExecutor, administrator: Administrator): Promise<void> {
    await tx
      .update(administrators)
      .set({ email: administrator.email, asOf: administrator.asOf })
      .where(
        and(
          eq(administrators.userId, administrator.userId),
          lt(administrators.asOf, administrator.asOf),
        ),
      );
  }

  /**
   * Forgets the administrator: for good when the account is deleted (no `asOf`), or on a demotion
   * made at `asOf`, unless a newer grant is already kept (events can arrive out of order).
   */
  async forget(tx: DbExecutor, userId: string, asOf?: Date): Promise<void> {
    const mine = eq(administrators.userId, userId);
    await tx.delete(administrators).where(asOf ? and(mine, lt(administrators.asOf, asOf)) : mine);
  }

  /** The address kept for `userId`, or null when discovery knows of no such administrator. */
  async email(userId: string, executor: DbExecutor = this.db): Promise<string | null> {
    const [row] = await executor
      .select({ email: administrators.email })
      .from(administrators)
      .where(eq(administrators.userId, userId));
    return row?.email ?? null;
  }
}
