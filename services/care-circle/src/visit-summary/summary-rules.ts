import { DateTime } from 'luxon';
import { measuresOf, type LogMeasure, type LogRanges, type VisitSummary } from '@tend/contracts';
import { knownWhenDue, dueAtOf, scheduledDoses, type DosePlan } from '../doses/dose-rules';
import { addDays, daysBetween } from '../tasks/occurrences';

export interface SummaryMedication extends DosePlan {
  readonly id: string;
  readonly name: string;
  readonly missedAfterMinutes: number;
}

export interface LoggedDose {
  readonly medicationId: string;
  readonly scheduledFor: string | null;
  readonly status: 'given' | 'skipped';
  readonly reason: string | null;
}

/**
 * The scheduled doses of the days `from` to `until` that were skipped, or not logged before their
 * window closed (doses due before the medicine was added are not counted).
 */
export function missedDoses(
  medications: readonly SummaryMedication[],
  logged: readonly LoggedDose[],
  timeZone: string,
  days: { from: string; until: string },
  now: Date,
): VisitSummary['missedDoses'] {
  const byDose = new Map(logged.map((dose) => [`${dose.medicationId} ${dose.scheduledFor}`, dose]));
  const missed: VisitSummary['missedDoses'] = [];
  for (let offset = 0; offset <= daysBetween(days.from, days.until); offset += 1) {
    const day = addDays(days.from, offset);
    for (const medication of medications)
      for (const scheduledFor of scheduledDoses(medication, day, timeZone)) {
        const dueAt = dueAtOf(scheduledFor, timeZone);
        const closes = dueAt.getTime() + medication.missedAfterMinutes * 60_000;
        if (!knownWhenDue(dueAt, medication) || closes > now.getTime()) continue;
        const log = byDose.get(`${medication.id} ${scheduledFor}`);
        if (log?.status === 'given') continue;
        missed.push({
          medicationName: medication.name,
          scheduledFor,
          skippedBecause: log?.reason ?? null,
        });
      }
  }
  return missed.sort((a, b) => a.scheduledFor.localeCompare(b.scheduledFor));
}

/** Whether one measure's value is outside the owner's range for it. */
function outside(measure: LogMeasure, value: number, ranges: LogRanges): boolean {
  const range = ranges[measure];
  if (!range) return false;
  return (range.low !== null && value < range.low) || (range.high !== null && value > range.high);
}

/** Each measure of the log over the period: how many, lowest, highest, average, latest, out of range. */
export function trends(
  entries: readonly { reading: Parameters<typeof measuresOf>[0]; at: Date }[],
  ranges: LogRanges,
): VisitSummary['trends'] {
  const values = new Map<LogMeasure, number[]>();
  for (const entry of [...entries].sort((a, b) => a.at.getTime() - b.at.getTime()))
    for (const [measure, value] of Object.entries(measuresOf(entry.reading)) as [
      LogMeasure,
      number,
    ][])
      values.set(measure, [...(values.get(measure) ?? []), value]);
  return [...values].map(([measure, list]) => ({
    measure,
    count: list.length,
    lowest: Math.min(...list),
    highest: Math.max(...list),
    average: Math.round((list.reduce((sum, v) => sum + v, 0) / list.length) * 10) / 10,
    latest: list[list.length - 1],
    outOfRange: list.filter((value) => outside(measure, value, ranges)).length,
  }));
}

/** The 30 days a summary covers, ending today in the circle's zone. */
export function summaryDays(timeZone: string, now: Date): { from: string; until: string } {
  const until = DateTime.fromJSDate(now, { zone: timeZone }).toISODate() ?? '';
  return { from: addDays(until, -29), until };
}
