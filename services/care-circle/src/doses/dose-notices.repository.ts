import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { doseNotices, doses, medications, refillNotices } from '../database/health-schema';
import { circles, members } from '../database/schema';
import type { MedicationRow } from '../medications/medications.repository';
import type { MemberRow } from '../circle/circles.repository';

export interface WatchedMedication {
  medication: MedicationRow;
  recipientName: string;
  timeZone: string;
}

/** The SQL of the dose and refill notices: what to look at, what was logged, what was sent. */
@Injectable()
export class DoseNoticesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Every medicine with its circle's name and zone (stopped ones are left out by the rules). */
  watched(): Promise<WatchedMedication[]> {
    return this.db
      .select({
        medication: medications,
        recipientName: circles.recipientName,
        timeZone: circles.timeZone,
      })
      .from(medications)
      .innerJoin(circles, eq(circles.recipientId, medications.recipientId));
  }

  /** The members who see medicines (owner, organizers, family) of the circles. */
  healthMembers(recipientIds: string[]): Promise<MemberRow[]> {
    if (recipientIds.length === 0) return Promise.resolve([]);
    return this.db
      .select()
      .from(members)
      .where(
        and(
          inArray(members.recipientId, recipientIds),
          inArray(members.role, ['owner', 'organizer', 'family']),
        ),
      );
  }

  /** `medicationId scheduledFor` of the scheduled doses logged since `sinceWall`. */
  async logged(sinceWall: string): Promise<Set<string>> {
    const rows = await this.db
      .select({ medicationId: doses.medicationId, scheduledFor: doses.scheduledFor })
      .from(doses)
      .where(gte(doses.scheduledFor, sinceWall));
    return new Set(rows.map((row) => `${row.medicationId} ${row.scheduledFor}`));
  }

  /** Records a dose notice as sent; false when it already was. */
  async claimDose(tx: DbExecutor, key: typeof doseNotices.$inferInsert): Promise<boolean> {
    const rows = await tx
      .insert(doseNotices)
      .values(key)
      .onConflictDoNothing()
      .returning({ kind: doseNotices.kind });
    return rows.length > 0;
  }

  /** Records a refill reminder as sent; false when it already was. */
  async claimRefill(tx: DbExecutor, key: typeof refillNotices.$inferInsert): Promise<boolean> {
    const rows = await tx
      .insert(refillNotices)
      .values(key)
      .onConflictDoNothing()
      .returning({ userId: refillNotices.userId });
    return rows.length > 0;
  }
}
