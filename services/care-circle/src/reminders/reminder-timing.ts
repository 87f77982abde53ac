import { DateTime } from 'luxon';
import type { QuietHours, TaskReminderWhen } from '@tend/contracts';
import { addDays, instantOf, occurrenceStarts, todayIn, type Schedule } from '../tasks/occurrences';

/** When a daily digest of updates goes, in the member's own time zone: the day's end. */
export const DigestHour = 18;

/** A member's own clock: their time zone (theirs or the circle's) and their quiet hours in it. */
export interface MemberClock {
  zone: string;
  quiet: QuietHours;
}

/** A member's clock from their row: their own zone, else the circle's. */
export function memberClock(
  member: { timeZone: string | null; quietFrom: number; quietUntil: number },
  circleZone: string,
): MemberClock {
  return {
    zone: member.timeZone ?? circleZone,
    quiet: { from: member.quietFrom, until: member.quietUntil },
  };
}

const ahead: Record<TaskReminderWhen, { hours: number }> = {
  'day-before': { hours: 24 },
  'hour-before': { hours: 1 },
};

/** Whether `at` (on the member's clock) is in their quiet hours, which may span midnight. */
export function isQuiet(at: DateTime, { from, until }: QuietHours): boolean {
  return from > until ? at.hour >= from || at.hour < until : at.hour >= from && at.hour < until;
}

/** The first end of quiet hours at or after `at`, in `at`'s zone. */
export function quietEnd(at: DateTime, quiet: QuietHours): DateTime {
  const today = at.set({ hour: quiet.until, minute: 0, second: 0, millisecond: 0 });
  return today >= at ? today : today.plus({ days: 1 });
}

/**
 * When a reminder of an occurrence starting at `start` is due for a member: a day or an hour
 * ahead; one that would fall in the member's quiet hours waits for their end, unless the task
 * itself is due before then (it is due in that time, so the reminder goes as planned).
 */
export function reminderDueAt(
  when: TaskReminderWhen,
  start: DateTime,
  clock: MemberClock,
): DateTime {
  const planned = start.minus(ahead[when]).setZone(clock.zone);
  if (!isQuiet(planned, clock.quiet)) return planned;
  const morning = quietEnd(planned, clock.quiet);
  return morning < start ? morning : planned;
}

export type ReminderDecision = 'send' | 'wait' | 'skip';

/**
 * What to do now with one reminder. Nothing once the occurrence has begun; the day-before
 * reminder is dropped once the hour-before one is due (one reminder, not two at once); a reminder
 * found late in quiet hours waits for the morning unless the task is due before it.
 */
export function reminderDecision(
  when: TaskReminderWhen,
  start: DateTime,
  now: DateTime,
  clock: MemberClock,
): ReminderDecision {
  if (now >= start) return 'skip';
  if (when === 'day-before' && now >= reminderDueAt('hour-before', start, clock)) return 'skip';
  if (now < reminderDueAt(when, start, clock)) return 'wait';
  const local = now.setZone(clock.zone);
  if (isQuiet(local, clock.quiet) && quietEnd(local, clock.quiet) < start) return 'wait';
  return 'send';
}

export interface DueReminder {
  /** The occurrence's wall-clock start in the circle's zone. */
  occurrence: string;
  startsAt: DateTime;
  when: TaskReminderWhen;
}

/** How far ahead a reminder reaches: a day, with room for the circle's zone. */
const LookAheadHours = 25;

/**
 * The reminders of a task that are due at `now` for a member on `clock` (whether each was
 * already sent is the database's to say).
 */
export function dueReminders(
  schedule: Schedule,
  circleZone: string,
  clock: MemberClock,
  at: Date,
): DueReminder[] {
  const now = DateTime.fromJSDate(at);
  const today = todayIn(circleZone, at);
  const due: DueReminder[] = [];
  for (const occurrence of occurrenceStarts(schedule, addDays(today, -1), addDays(today, 2))) {
    const startsAt = instantOf(occurrence, circleZone);
    if (startsAt <= now || startsAt > now.plus({ hours: LookAheadHours })) continue;
    for (const when of ['day-before', 'hour-before'] as const)
      if (reminderDecision(when, startsAt, now, clock) === 'send')
        due.push({ occurrence, startsAt, when });
  }
  return due;
}

/**
 * Whether a member's daily digest is due: the last digest hour on their clock has passed since
 * their last digest. One missed (the service was down) goes late, but never in quiet hours.
 */
export function digestDue(digestedThrough: Date, clock: MemberClock, at: Date): boolean {
  const now = DateTime.fromJSDate(at).setZone(clock.zone);
  const todays = now.set({ hour: DigestHour, minute: 0, second: 0, millisecond: 0 });
  const lastSlot = now >= todays ? todays : todays.minus({ days: 1 });
  return DateTime.fromJSDate(digestedThrough) < lastSlot && !isQuiet(now, clock.quiet);
}
