import { Inject, Injectable } from '@nestjs/common';
import { and, asc, between, eq } from 'drizzle-orm';
import type { LogKind, LogRanges } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { careLogEntries, healthSettings } from '../database/health-schema';

export type LogEntryRow = typeof careLogEntries.$inferSelect;
export type NewLogEntry = typeof careLogEntries.$inferInsert;

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
