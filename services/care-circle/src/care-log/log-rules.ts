import {
  BloodSugarAlarm,
  type CircleRole,
  FirstAidCards,
  type LogEntryChange,
  LogFieldChange,
  type LogMeasure,
  type LogRanges,
  type LogReading,
  measuresOf,
} from '@tend/contracts';
import { stableJson } from '../medications/medication-view';

/** Whether any number of the reading is outside the range the owner set for it. */
export function isOutOfRange(reading: LogReading, ranges: LogRanges): boolean {
  return Object.entries(measuresOf(reading)).some(([measure, value]) => {
    const range = ranges[measure as LogMeasure];
    if (!range) return false;
    return (range.low !== null && value < range.low) || (range.high !== null && value > range.high);
  });
}

/** The first-aid topic of the coach's library to show beside a reading: a blood sugar alarm, a fall. */
export function firstAidCardOf(reading: LogReading): string | null {
  if (reading.kind === 'fall') return FirstAidCards.fall;
  if (
    reading.kind === 'blood-sugar' &&
    (reading.mgdl < BloodSugarAlarm.below || reading.mgdl > BloodSugarAlarm.above)
  )
    return FirstAidCards.bloodSugar;
  return null;
}

/** A clock a little ahead of the server's still logs "now". */
const ClockSlackMs = 60_000;
export const FutureEntry = 'A log entry cannot be for a time that has not come yet.';
export const NotYourEntry =
  'Only the person who logged an entry, or the circle’s owner, can change or delete it.';

/** Whether an entry's time has not come yet (a minute of clock difference allowed). */
export function isInFuture(at: Date, now: Date): boolean {
  return at.getTime() > now.getTime() + ClockSlackMs;
}

/** Who may correct or delete an entry: whoever logged it, and the circle's owner. */
export function mayChangeEntry(
  reader: { userId: string; role: CircleRole },
  entry: { loggedBy: string | null },
): boolean {
  return reader.role === 'owner' || (entry.loggedBy !== null && entry.loggedBy === reader.userId);
}

/** What an entry's reading, time and note were and became: only those that changed; all, for a deletion. */
export function entryChanges(
  before: LoggedEntry,
  after: LoggedEntry | null,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of ['reading', 'at', 'note'] as const) {
    const from = field === 'at' ? before.at.toISOString() : before[field];
    const to = after ? (field === 'at' ? after.at.toISOString() : after[field]) : null;
    if (after === null || stableJson(from) !== stableJson(to)) changes[field] = { from, to };
  }
  return changes;
}

interface LoggedEntry {
  reading: LogReading;
  at: Date;
  note: string | null;
}

/** A kept correction as readers see it: its fields in a set order, each checked against the contract. */
export function correctionView(change: {
  changedAt: Date;
  changedByName: string | null;
  changes: Record<string, { from: unknown; to: unknown }>;
}): LogEntryChange {
  const fields = (['reading', 'at', 'note'] as const).flatMap((field) => {
    const kept = change.changes[field];
    const parsed = kept && LogFieldChange.safeParse({ field, ...kept });
    return parsed?.success ? [parsed.data] : [];
  });
  return {
    at: change.changedAt.toISOString(),
    by: change.changedByName === null ? null : { name: change.changedByName },
    fields,
  };
}
