import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { caregivers, type StoredRecipient } from '../database/schema';

export type CaregiverRow = typeof caregivers.$inferSelect;

@Injectable()
export class CaregiversRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async find(userId: string, executor: DbExecutor = this.db): Promise<CaregiverRow | undefined> {
    const [row] = await executor.select().from(caregivers).where(eq(caregivers.userId, userId));
    return row;
  }

  async setFirstName(
    userId: string,
    firstName: string,
    executor: DbExecutor = this.db,
  ): Promise<void> {
    await executor
      .insert(caregivers)
      .values({ userId, firstName })
      .onConflictDoUpdate({
        target: caregivers.userId,
        set: { firstName, updatedAt: sql`now()` },
      });
  }

  /** Keeps the newest level only: an older event arriving late changes nothing. */
  async setBurdenLevel(tx: DbExecutor, userId: string, level: string, at: Date): Promise<void> {
    await tx
      .insert(caregivers)
      .values({ userId, burdenLevel: level, burdenAssessedAt: at })
      .onConflictDoUpdate({
        target: caregivers.userId,
        set: { burdenLevel: level, burdenAssessedAt: at, updatedAt: sql`now()` },
        setWhere: sql`${caregivers.burdenAssessedAt} is null or ${caregivers.burdenAssessedAt} <= ${at}`,
      });
  }

  /** Keeps the newest list only: a copy older than the one kept changes nothing. */
  async setRecipients(
    userId: string,
    recipients: StoredRecipient[],
    changedAt: Date,
    executor: DbExecutor = this.db,
  ): Promise<void> {
    await executor
      .insert(caregivers)
      .values({ userId, recipients, recipientsChangedAt: changedAt })
      .onConflictDoUpdate({
        target: caregivers.userId,
        set: { recipients, recipientsChangedAt: changedAt, updatedAt: sql`now()` },
        setWhere: newer(changedAt),
      });
  }

  /**
   * The same for a caregiver already known here only: an event arriving after the account was
   * erased must not bring their care recipients' conditions back.
   */
  async updateRecipients(
    tx: DbExecutor,
    userId: string,
    recipients: StoredRecipient[],
    changedAt: Date,
  ): Promise<void> {
    await tx
      .update(caregivers)
      .set({ recipients, recipientsChangedAt: changedAt, updatedAt: sql`now()` })
      .where(and(eq(caregivers.userId, userId), newer(changedAt)));
  }

  async delete(tx: DbExecutor, userId: string): Promise<void> {
    await tx.delete(caregivers).where(eq(caregivers.userId, userId));
  }
}

function newer(changedAt: Date) {
  return sql`(${caregivers.recipientsChangedAt} is null or ${caregivers.recipientsChangedAt} <= ${changedAt})`;
}
