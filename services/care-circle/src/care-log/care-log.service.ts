import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DateTime } from 'luxon';
import type { AddLogEntryBody, CareLog, LogEntry, LogKind, LogRanges } from '@tend/contracts';
import { DATABASE, DomainError, type Database } from '@tend/platform';
import { HealthAccess } from '../health/health-access';
import { HealthAuditRepository } from '../health/health-audit.repository';
import { addDays, todayIn } from '../tasks/occurrences';
import { CareLogRepository, type LogEntryRow } from './care-log.repository';
import { firstAidCardOf, isOutOfRange } from './log-rules';

const periodDays = { week: 7, month: 30 } as const;
const ClockSlackMs = 60_000;

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
    const { circle } = await this.access.read(userId, recipientId, 'read-log');
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
    return {
      from,
      until,
      timeZone: zone,
      entries: rows.map((row) => entryView(row, ranges)),
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
    const at = body.at ? new Date(body.at) : now;
    if (at.getTime() > now.getTime() + ClockSlackMs)
      throw DomainError.badRequest('A log entry cannot be for a time that has not come yet.');
    const { at: _at, note, ...reading } = body;
    const row = await this.db.transaction(async (tx) => {
      const inserted = await this.log.insert(tx, {
        id: randomUUID(),
        recipientId,
        kind: reading.kind,
        reading,
        at,
        note,
        loggedBy: member.userId,
        loggedByName: member.name,
      });
      await this.audit.record(tx, member, 'added-log-entry', inserted.id);
      return inserted;
    });
    return entryView(row, await this.log.ranges(recipientId));
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
}

function entryView(row: LogEntryRow, ranges: LogRanges): LogEntry {
  return {
    id: row.id,
    reading: row.reading,
    at: row.at.toISOString(),
    note: row.note,
    by: row.loggedBy && row.loggedByName ? { userId: row.loggedBy, name: row.loggedByName } : null,
    outOfRange: isOutOfRange(row.reading, ranges),
    firstAidCardId: firstAidCardOf(row.reading),
  };
}
