import { Injectable } from '@nestjs/common';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '@tend/platform';
import {
  caregiverCheckIns,
  careLogChanges,
  careLogEntries,
  doseNotices,
  doses,
  healthAudit,
  healthSettings,
  medicationChanges,
  medications,
  refillNotices,
} from '../database/health-schema';
import { members } from '../database/schema';

/**
 * A person's part of the recipients' health information: what the owner of a circle holds (all of
 * it), what a member logged anywhere; and, when their account goes, their name off what they did.
 */
@Injectable()
export class HealthDataRepository {
  /** Everything of the circles they own, and the doses and log entries they wrote in the others. */
  async export(tx: DbExecutor, userId: string): Promise<Record<string, unknown>> {
    const owned = (
      await tx
        .select({ recipientId: members.recipientId })
        .from(members)
        .where(and(eq(members.userId, userId), eq(members.role, 'owner')))
    ).map((row) => row.recipientId);
    const [logged, written, checkIn] = await Promise.all([
      tx.select().from(doses).where(eq(doses.loggedBy, userId)),
      tx.select().from(careLogEntries).where(eq(careLogEntries.loggedBy, userId)),
      tx
        .select({ level: caregiverCheckIns.level, completedAt: caregiverCheckIns.completedAt })
        .from(caregiverCheckIns)
        .where(eq(caregiverCheckIns.userId, userId)),
    ]);
    return {
      circleHealth: await Promise.all(owned.map((recipientId) => this.ofCircle(tx, recipientId))),
      circleDosesLogged: logged,
      circleLogEntriesWritten: written,
      /** The latest check-in level kept for the doctor's pages of the circles they own. */
      latestCheckIn: checkIn[0] ?? null,
    };
  }

  private async ofCircle(tx: DbExecutor, recipientId: string): Promise<Record<string, unknown>> {
    const meds = await tx
      .select()
      .from(medications)
      .where(eq(medications.recipientId, recipientId));
    const ids = meds.map((medication) => medication.id);
    const [changes, given, entries, entryChanges, settings, audit] = await Promise.all([
      ids.length
        ? tx.select().from(medicationChanges).where(inArray(medicationChanges.medicationId, ids))
        : [],
      tx.select().from(doses).where(eq(doses.recipientId, recipientId)),
      tx.select().from(careLogEntries).where(eq(careLogEntries.recipientId, recipientId)),
      tx.select().from(careLogChanges).where(eq(careLogChanges.recipientId, recipientId)),
      tx.select().from(healthSettings).where(eq(healthSettings.recipientId, recipientId)),
      tx.select().from(healthAudit).where(eq(healthAudit.recipientId, recipientId)),
    ]);
    return {
      recipientId,
      medications: meds,
      medicationChanges: changes,
      doses: given,
      careLog: entries,
      careLogChanges: entryChanges,
      logRanges: settings[0]?.logRanges ?? {},
      visitQuestions: settings[0]?.visitQuestions ?? [],
      healthAudit: audit,
    };
  }

  /**
   * Their id and name off the doses, log entries and their changes, medicine changes and audit rows of others'
   * circles; the records of the notices they were sent, and their latest check-in level, go.
   */
  async forget(tx: DbExecutor, userId: string): Promise<void> {
    await tx
      .update(doses)
      .set({ loggedBy: null, loggedByName: null })
      .where(eq(doses.loggedBy, userId));
    await tx
      .update(careLogEntries)
      .set({ loggedBy: null, loggedByName: null })
      .where(eq(careLogEntries.loggedBy, userId));
    await tx
      .update(medicationChanges)
      .set({ changedBy: null, changedByName: null })
      .where(eq(medicationChanges.changedBy, userId));
    await tx
      .update(careLogChanges)
      .set({ changedBy: null, changedByName: null })
      .where(eq(careLogChanges.changedBy, userId));
    await tx
      .update(healthAudit)
      .set({ userId: null, userName: null })
      .where(eq(healthAudit.userId, userId));
    await tx.delete(doseNotices).where(eq(doseNotices.audience, userId));
    await tx.delete(refillNotices).where(eq(refillNotices.userId, userId));
    await tx.delete(caregiverCheckIns).where(eq(caregiverCheckIns.userId, userId));
  }
}
