import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
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

  async setRecipients(
    tx: DbExecutor,
    userId: string,
    recipients: StoredRecipient[],
  ): Promise<void> {
    await tx
      .insert(caregivers)
      .values({ userId, recipients })
      .onConflictDoUpdate({
        target: caregivers.userId,
        set: { recipients, updatedAt: sql`now()` },
      });
  }

  async delete(tx: DbExecutor, userId: string): Promise<void> {
    await tx.delete(caregivers).where(eq(caregivers.userId, userId));
  }
}
