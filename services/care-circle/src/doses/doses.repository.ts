import { Inject, Injectable } from '@nestjs/common';
import { and, between, desc, eq, isNull, like, max, or, sql } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { doses, medications } from '../database/health-schema';

export type DoseRow = typeof doses.$inferSelect;
export type NewDose = typeof doses.$inferInsert;

/** All SQL of doses given and skipped. Every read is by the circle's id or a medicine of it. */
@Injectable()
export class DosesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The doses of a day: scheduled on it (wall clock), or as-needed ones given between the instants. */
  ofDay(recipientId: string, day: string, from: Date, to: Date): Promise<DoseRow[]> {
    return this.db
      .select()
      .from(doses)
      .where(
        and(
          eq(doses.recipientId, recipientId),
          or(
            like(doses.scheduledFor, `${day}T%`),
            and(isNull(doses.scheduledFor), between(doses.at, from, to)),
          ),
        ),
      );
  }

  /** Each as-needed medicine's last dose given, by medicine id. */
  async lastGiven(recipientId: string): Promise<Map<string, Date>> {
    const rows = await this.db
      .select({ medicationId: doses.medicationId, at: max(doses.at) })
      .from(doses)
      .where(and(eq(doses.recipientId, recipientId), eq(doses.status, 'given')))
      .groupBy(doses.medicationId);
    return new Map(rows.flatMap((row) => (row.at ? [[row.medicationId, row.at] as const] : [])));
  }

  async findScheduled(
    tx: DbExecutor,
    medicationId: string,
    scheduledFor: string,
  ): Promise<DoseRow | undefined> {
    const [row] = await tx
      .select()
      .from(doses)
      .where(and(eq(doses.medicationId, medicationId), eq(doses.scheduledFor, scheduledFor)));
    return row;
  }

  /** The latest dose of the medicine given within `gapMinutes` of `at`, either side. */
  async givenNear(
    tx: DbExecutor,
    medicationId: string,
    at: Date,
    gapMinutes: number,
  ): Promise<DoseRow | undefined> {
    const gap = gapMinutes * 60_000;
    const [row] = await tx
      .select()
      .from(doses)
      .where(
        and(
          eq(doses.medicationId, medicationId),
          eq(doses.status, 'given'),
          sql`${doses.at} > ${new Date(at.getTime() - gap)} and ${doses.at} < ${new Date(at.getTime() + gap)}`,
        ),
      )
      .orderBy(desc(doses.at))
      .limit(1);
    return row;
  }

  async insert(tx: DbExecutor, dose: NewDose): Promise<DoseRow> {
    const [row] = await tx.insert(doses).values(dose).returning();
    return row;
  }

  /** A dose given comes off the supply on hand (never below none), when the supply is kept. */
  async takeFromSupply(tx: DbExecutor, medicationId: string, amount: number): Promise<void> {
    await tx
      .update(medications)
      .set({ supplyOnHand: sql`greatest(${medications.supplyOnHand} - ${amount}, 0)` })
      .where(eq(medications.id, medicationId));
  }
}
