import { DateTime } from 'luxon';
import type { TaskReminderWhen } from '@tend/contracts';
import { addDays, instantOf, occurrenceStarts, todayIn, type Schedule } from '../tasks/occurrences';

/** Reminders keep quiet from 9 pm to 8 am in the member's own time zone. */
export const QuietFrom = 21;
export const QuietUntil = 8;
/** When a daily digest of updates goes, in the member's own time zone: the day's end, before quiet. */
export const DigestHour = 18;

const ahead: Record<TaskReminderWhen, { hours: number }> = {
  'day-before': { hours: 24 },
  'hour-before': { hours: 1 },
};

export function isQuiet(at: DateTime): boolean {
  return at.hour >= QuietFrom || at.hour < QuietUntil;
}

/** The first 8 am at or after `at`, in `at`'s zone. */
export function nextMorning(at: DateTime): DateTime {
  const today = at.set({ hour: QuietUntil, minute: 0, second: 0, millisecond: 0 });
  return today >= at ? today : today.plus({ days: 1 });
}

/**
 * When a reminder of an occurrence starting at `start` is due for a member in `zone`: a day or an
 * hour ahead; one that would fall in the member's quiet hours waits for 8 am, unless the task
 * itself is due before then (it is due in that time, so the reminder goes as planned).
 */
export function reminderDueAt(when: TaskReminderWhen, start: DateTime, zone: string): DateTime {
  const planned = start.minus(ahead[when]).setZone(zone);
  if (!isQuiet(planned)) return planned;
  const morning = nextMorning(planned);
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
  zone: string,
): ReminderDecision {
  if (now >= start) return 'skip';
  if (when === 'day-before' && now >= reminderDueAt('hour-before', start, zone)) return 'skip';
  if (now < reminderDueAt(when, start, zone)) return 'wait';
  const local = now.setZone(zone);
  if (isQuiet(local) && nextMorning(local) < start) return 'wait';
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
 * The reminders of a task that are due at `now` for a member in `memberZone` (whether each was
 * already sent is the database's to say).
 */
export function dueReminders(
  schedule: Schedule,
  circleZone: string,
  memberZone: string,
  at: Date,
): DueReminder[] {
  const now = DateTime.fromJSDate(at);
  const today = todayIn(circleZone, at);
  const due: DueReminder[] = [];
  for (const occurrence of occurrenceStarts(schedule, addDays(today, -1), addDays(today, 2))) {
    const startsAt = instantOf(occurrence, circleZone);
    if (startsAt <= now || startsAt > now.plus({ hours: LookAheadHours })) continue;
    for (const when of ['day-before', 'hour-before'] as const)
      if (reminderDecision(when, startsAt, now, memberZone) === 'send')
        due.push({ occurrence, startsAt, when });
  }
  return due;
}

/**
 * Whether a member's daily digest is due: the last digest hour on their clock has passed since
 * their last digest. One missed (the service was down) goes late, but never in quiet hours.
 */
export function digestDue(digestedThrough: Date, zone: string, at: Date): boolean {
  const now = DateTime.fromJSDate(at).setZone(zone);
  const todays = now.set({ hour: DigestHour, minute: 0, second: 0, millisecond: 0 });
  const lastSlot = now >= todays ? todays : todays.minus({ days: 1 });
  return DateTime.fromJSDate(digestedThrough) < lastSlot && !isQuiet(now);
}
