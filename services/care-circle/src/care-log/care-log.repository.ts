import { Inject, Injectable } from '@nestjs/common';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { LogKind, LogRanges } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { careLogChanges, careLogEntries, healthSettings } from '../database/health-schema';

export type LogEntryRow = typeof careLogEntries.$inferSelect;
export type NewLogEntry = typeof careLogEntries.$inferInsert;
export type LogEntryColumns = Pick<NewLogEntry, 'kind' | 'reading' | 'at' | 'note'>;
export type NewLogChange = typeof careLogChanges.$inferInsert;
export type LogChangeRow = typeof careLogChanges.$inferSelect;

/** All SQL of the care log and its ranges. Every read and change is by the circle's id. */
@Injectable()
export class CareLogRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  between(recipientId: string, from: Date, to: Date, kind?: LogKind): Promise<LogEntryRow[]> {
    return this.db
      .select()
      .from(careLogEntries)
      .where(
        and(
          eq(careLogEntries.recipientId, recipientId),
          between(careLogEntries.at, from, to),
          kind ? eq(careLogEntries.kind, kind) : undefined,
        ),
      )
      .orderBy(asc(careLogEntries.at), asc(careLogEntries.id));
  }

  async insert(tx: DbExecutor, entry: NewLogEntry): Promise<LogEntryRow> {
    const [row] = await tx.insert(careLogEntries).values(entry).returning();
    return row;
  }

  /** The entry, locked until the transaction ends (two corrections at once are kept in order). */
  async lock(
    tx: DbExecutor,
    recipientId: string,
    entryId: string,
  ): Promise<LogEntryRow | undefined> {
    const [row] = await tx
      .select()
      .from(careLogEntries)
      .where(and(eq(careLogEntries.recipientId, recipientId), eq(careLogEntries.id, entryId)))
      .for('update');
    return row;
  }

  async update(
    tx: DbExecutor,
    recipientId: string,
    entryId: string,
    columns: LogEntryColumns,
  ): Promise<LogEntryRow> {
    const [row] = await tx
      .update(careLogEntries)
      .set(columns)
      .where(and(eq(careLogEntries.recipientId, recipientId), eq(careLogEntries.id, entryId)))
      .returning();
    return row;
  }

  async delete(tx: DbExecutor, recipientId: string, entryId: string): Promise<void> {
    await tx
      .delete(careLogEntries)
      .where(and(eq(careLogEntries.recipientId, recipientId), eq(careLogEntries.id, entryId)));
  }

  /** A correction or deletion, kept after the entry itself is gone. */
  async addChange(tx: DbExecutor, change: NewLogChange): Promise<void> {
    await tx.insert(careLogChanges).values(change);
  }

  /** The corrections of these entries (not their deletions), oldest first. */
  async corrections(recipientId: string, entryIds: readonly string[]): Promise<LogChangeRow[]> {
    if (entryIds.length === 0) return [];
    return this.db
      .select()
      .from(careLogChanges)
      .where(
        and(
          eq(careLogChanges.recipientId, recipientId),
          inArray(careLogChanges.entryId, [...entryIds]),
          eq(careLogChanges.kind, 'changed'),
        ),
      )
      .orderBy(asc(careLogChanges.changedAt), asc(careLogChanges.id));
  }

  async ranges(recipientId: string): Promise<LogRanges> {
    const [row] = await this.db
      .select({ logRanges: healthSettings.logRanges })
      .from(healthSettings)
      .where(eq(healthSettings.recipientId, recipientId));
    return row?.logRanges ?? {};
  }

  async setRanges(tx: DbExecutor, recipientId: string, ranges: LogRanges): Promise<void> {
    await tx
      .insert(healthSettings)
      .values({ recipientId, logRanges: ranges })
      .onConflictDoUpdate({ target: healthSettings.recipientId, set: { logRanges: ranges } });
  }
}
