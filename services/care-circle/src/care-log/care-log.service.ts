import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import {
  LogEntryNotFound,
  type AddLogEntryBody,
  type CareLog,
  type LogEntry,
  type LogEntryChange,
  type LogKind,
  type LogRanges,
  type UpdateLogEntryBody,
} from '@tend/contracts';
import { DATABASE, DomainError, type Database, type DbExecutor } from '@tend/platform';
import { roleRequired, type Membership } from '../circle/circle-access';
import type { MemberRow } from '../circle/circles.repository';
import { HealthAccess } from '../health/health-access';
import { HealthAuditRepository } from '../health/health-audit.repository';
import { addDays, todayIn } from '../tasks/occurrences';
import { CareLogRepository, type LogEntryColumns, type LogEntryRow } from './care-log.repository';
import {
  correctionView,
  entryChanges,
  firstAidCardOf,
  FutureEntry,
  isInFuture,
  isOutOfRange,
  mayChangeEntry,
  NotYourEntry,
} from './log-rules';

const periodDays = { week: 7, month: 30 } as const;

/** The care log: entries by the owner, organizers and family, marked against the owner's ranges. */
@Injectable()
export class CareLogService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly access: HealthAccess,
    private readonly audit: HealthAuditRepository,
    private readonly log: CareLogRepository,
  ) {}

  /** The week or 30 days ending on `until` (today by default), in the circle's zone. */
  async list(
    userId: string,
    recipientId: string,
    query: { period: 'week' | 'month'; until?: string; kind?: LogKind },
  ): Promise<CareLog> {
    const { circle, member } = await this.access.read(userId, recipientId, 'read-log');
    const zone = circle.timeZone;
    const until = query.until ?? todayIn(zone);
    const from = addDays(until, 1 - periodDays[query.period]);
    const [rows, ranges] = await Promise.all([
      this.log.between(
        recipientId,
        DateTime.fromISO(from, { zone }).toJSDate(),
        DateTime.fromISO(until, { zone }).endOf('day').toJSDate(),
        query.kind,
      ),
      this.log.ranges(recipientId),
    ]);
    const corrections = await this.correctionsOf(recipientId, rows);
    return {
      from,
      until,
      timeZone: zone,
      entries: rows.map((row) => entryView(row, ranges, member, corrections.get(row.id))),
      ranges,
    };
  }

  async add(
    userId: string,
    recipientId: string,
    body: AddLogEntryBody,
    now = new Date(),
  ): Promise<LogEntry> {
    const { member } = await this.access.require(userId, recipientId, 'readHealth');
    const row = await this.db.transaction(async (tx) => {
      const inserted = await this.log.insert(tx, {
        ...entryColumns(body, now, now),
        id: randomUUID(),
        recipientId,
        loggedBy: member.userId,
        loggedByName: member.name,
      });
      await this.audit.record(tx, member, 'added-log-entry', inserted.id);
      return inserted;
    });
    return entryView(row, await this.log.ranges(recipientId), member);
  }

  /**
   * A correction by the entry's author or the owner: the reading and note are replaced, the time
   * too when one is sent. What it was is kept in the entry's history; a change of nothing is not.
   */
  async update(
    userId: string,
    recipientId: string,
    entryId: string,
    body: UpdateLogEntryBody,
    now = new Date(),
  ): Promise<LogEntry> {
    const found = await this.access.require(userId, recipientId, 'readHealth');
    const row = await this.db.transaction(async (tx) => {
      const current = await this.changeable(tx, found, entryId);
      const updated = await this.log.update(
        tx,
        recipientId,
        entryId,
        entryColumns(body, current.at, now),
      );
      const changes = entryChanges(current, updated);
      if (Object.keys(changes).length > 0)
        await this.recordChange(tx, found.member, entryId, 'changed', changes);
      return updated;
    });
    const corrections = await this.correctionsOf(recipientId, [row]);
    return entryView(
      row,
      await this.log.ranges(recipientId),
      found.member,
      corrections.get(row.id),
    );
  }

  /** A deletion by the entry's author or the owner; the entry as it was is kept in its history. */
  async delete(userId: string, recipientId: string, entryId: string): Promise<{ ok: true }> {
    const found = await this.access.require(userId, recipientId, 'readHealth');
    await this.db.transaction(async (tx) => {
      const current = await this.changeable(tx, found, entryId);
      await this.log.delete(tx, recipientId, entryId);
      await this.recordChange(tx, found.member, entryId, 'deleted', entryChanges(current, null));
    });
    return { ok: true };
  }

  /** The owner's ranges replace the ones before. */
  async setRanges(userId: string, recipientId: string, ranges: LogRanges): Promise<LogRanges> {
    const { member } = await this.access.require(userId, recipientId, 'ownHealth');
    await this.db.transaction(async (tx) => {
      await this.log.setRanges(tx, recipientId, ranges);
      await this.audit.record(tx, member, 'set-log-ranges');
    });
    return this.log.ranges(recipientId);
  }

  /** Each entry's corrections, oldest first, by the entry's id. */
  private async correctionsOf(
    recipientId: string,
    rows: readonly LogEntryRow[],
  ): Promise<Map<string, LogEntryChange[]>> {
    const byEntry = new Map<string, LogEntryChange[]>();
    const kept = await this.log.corrections(
      recipientId,
      rows.map((row) => row.id),
    );
    for (const change of kept)
      byEntry.set(change.entryId, [...(byEntry.get(change.entryId) ?? []), correctionView(change)]);
    return byEntry;
  }

  /** The entry, locked, if it is there (404) and the caller may change it (403). */
  private async changeable(
    tx: DbExecutor,
    { member }: Membership,
    entryId: string,
  ): Promise<LogEntryRow> {
    const current = await this.log.lock(tx, member.recipientId, entryId);
    if (!current) throw DomainError.notFound(LogEntryNotFound);
    if (!mayChangeEntry(member, current)) throw roleRequired(NotYourEntry);
    return current;
  }

  private async recordChange(
    tx: DbExecutor,
    member: MemberRow,
    entryId: string,
    kind: 'changed' | 'deleted',
    changes: Record<string, { from: unknown; to: unknown }>,
  ): Promise<void> {
    await this.log.addChange(tx, {
      id: randomUUID(),
      recipientId: member.recipientId,
      entryId,
      changedBy: member.userId,
      changedByName: member.name,
      kind,
      changes,
    });
    await this.audit.record(tx, member, `${kind}-log-entry`, entryId);
  }
}

/** The columns a body sets: its time if it has one (never one to come), else `at`. */
function entryColumns(body: AddLogEntryBody, at: Date, now: Date): LogEntryColumns {
  const { at: sent, note, ...reading } = body;
  const when = sent ? new Date(sent) : at;
  if (isInFuture(when, now)) throw DomainError.badRequest(FutureEntry);
  return { kind: reading.kind, reading, at: when, note };
}

function entryView(
  row: LogEntryRow,
  ranges: LogRanges,
  reader: MemberRow,
  changes: LogEntryChange[] = [],
): LogEntry {
  return {
    id: row.id,
    reading: row.reading,
    at: row.at.toISOString(),
    note: row.note,
    by: row.loggedBy && row.loggedByName ? { userId: row.loggedBy, name: row.loggedByName } : null,
    outOfRange: isOutOfRange(row.reading, ranges),
    firstAidCardId: firstAidCardOf(row.reading),
    mayChange: mayChangeEntry(reader, row),
    changes,
  };
}
