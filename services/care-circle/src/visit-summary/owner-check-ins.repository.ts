import { Inject, Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import type { BurdenLevel, VisitSummary } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { caregiverCheckIns } from '../database/health-schema';
import { members } from '../database/schema';

/** Each caregiver's latest check-in level (learnt from the assessment service's events). */
@Injectable()
export class OwnerCheckInsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Keeps a check-in unless a later one is already kept: events may come out of order. */
  async record(
    tx: DbExecutor,
    userId: string,
    level: BurdenLevel,
    completedAt: Date,
  ): Promise<void> {
    await tx
      .insert(caregiverCheckIns)
      .values({ userId, level, completedAt })
      .onConflictDoUpdate({
        target: caregiverCheckIns.userId,
        set: { level, completedAt },
        setWhere: sql`${caregiverCheckIns.completedAt} < excluded.completed_at`,
      });
  }

  /** The latest check-in of the circle's owner, or null when she has not checked in. */
  async ofOwner(recipientId: string): Promise<VisitSummary['ownerCheckIn']> {
    const [row] = await this.db
      .select({ level: caregiverCheckIns.level, completedAt: caregiverCheckIns.completedAt })
      .from(members)
      .innerJoin(caregiverCheckIns, eq(caregiverCheckIns.userId, members.userId))
      .where(and(eq(members.recipientId, recipientId), eq(members.role, 'owner')));
    return row ? { level: row.level, completedAt: row.completedAt.toISOString() } : null;
  }
}
