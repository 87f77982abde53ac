import { DateTime } from 'luxon';
import { RRule, type Weekday } from 'rrule';
import type { TaskRecurrence } from '@tend/contracts';

/** When a task happens: its first start (wall clock in the circle's zone), how it repeats, what was called off. */
export interface Schedule {
  readonly startsAt: string;
  readonly recurrence: TaskRecurrence | null;
  readonly cancelled: readonly string[];
}

const frequencies = { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY } as const;
const weekdays: Record<NonNullable<TaskRecurrence['weekdays']>[number], Weekday> = {
  MO: RRule.MO,
  TU: RRule.TU,
  WE: RRule.WE,
  TH: RRule.TH,
  FR: RRule.FR,
  SA: RRule.SA,
  SU: RRule.SU,
};

/**
 * A wall-clock `YYYY-MM-DDTHH:mm` as rrule's "floating" date: its UTC fields are the wall clock,
 * so a weekly 10:00 stays at 10:00 across a daylight-saving change (the zone is applied after).
 */
const floating = (wall: string): Date => new Date(`${wall}:00.000Z`);
const wallOf = (date: Date): string => date.toISOString().slice(0, 16);

/** The task's recurrence as an rrule, in floating time from its first start. */
export function ruleOf(recurrence: TaskRecurrence, startsAt: string): RRule {
  return new RRule({
    freq: frequencies[recurrence.frequency],
    interval: recurrence.interval,
    byweekday: recurrence.weekdays?.map((day) => weekdays[day]) ?? null,
    dtstart: floating(startsAt),
    until: recurrence.until ? floating(`${recurrence.until}T23:59`) : null,
    count: recurrence.count ?? null,
  });
}

/** The wall-clock starts of a task's occurrences on the days `from` to `to`, called-off ones left out. */
export function occurrenceStarts(schedule: Schedule, from: string, to: string): string[] {
  return scheduledStarts(schedule, from, to).filter((start) => !schedule.cancelled.includes(start));
}

/** The wall-clock starts of a task's called-off occurrences on the days `from` to `to`. */
export function cancelledStarts(schedule: Schedule, from: string, to: string): string[] {
  return scheduledStarts(schedule, from, to).filter((start) => schedule.cancelled.includes(start));
}

/** Every wall-clock start the task's schedule has on the days `from` to `to`, called off or not. */
function scheduledStarts(schedule: Schedule, from: string, to: string): string[] {
  const first = `${from}T00:00`;
  const last = `${to}T23:59`;
  const starts = schedule.recurrence
    ? ruleOf(schedule.recurrence, schedule.startsAt)
        .between(floating(first), floating(last), true)
        .map(wallOf)
    : schedule.startsAt >= first && schedule.startsAt <= last
      ? [schedule.startsAt]
      : [];
  return starts;
}

/** Whether the task happens at wall-clock `wall` (an occurrence one may call off). */
export function isOccurrence(schedule: Schedule, wall: string): boolean {
  if (!schedule.recurrence) return wall === schedule.startsAt;
  const at = floating(wall);
  return ruleOf(schedule.recurrence, schedule.startsAt).between(at, at, true).length > 0;
}

/** The instant a wall-clock time names in `timeZone` (a time skipped by a clock change moves forward). */
export function instantOf(wall: string, timeZone: string): DateTime {
  return DateTime.fromISO(wall, { zone: timeZone });
}

/** Today's date in `timeZone`, `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone: timeZone }).toISODate() ?? '';
}

export function addDays(date: string, days: number): string {
  return DateTime.fromISO(date, { zone: 'utc' }).plus({ days }).toISODate() ?? '';
}

export function daysBetween(from: string, to: string): number {
  return DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days')
    .days;
}
