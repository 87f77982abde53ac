import { DateTime } from 'luxon';
import { takenOn } from '@tend/contracts';
import { isQuiet, quietEnd, type MemberClock } from '../reminders/reminder-timing';
import { addDays, daysBetween } from '../tasks/occurrences';
import { scheduledDoses, type DosePlan } from './dose-rules';

/** A reminder or missed-dose notice older than this is dropped, not sent late. */
const StaleAfterHours = 12;

export type NoticeDecision = 'send' | 'wait' | 'skip';

/**
 * What to do now with the reminder of a dose due at `dueAt` for a member on `clock`: nothing
 * before its time or once stale; in the member's quiet hours it waits for their end, unless the
 * medicine is critical.
 */
export function reminderDecision(
  dueAt: DateTime,
  now: DateTime,
  clock: MemberClock,
  critical: boolean,
): NoticeDecision {
  if (now < dueAt) return 'wait';
  if (now > dueAt.plus({ hours: StaleAfterHours })) return 'skip';
  const local = now.setZone(clock.zone);
  if (!critical && isQuiet(local, clock.quiet))
    return quietEnd(local, clock.quiet) > dueAt.plus({ hours: StaleAfterHours }) ? 'skip' : 'wait';
  return 'send';
}

/** Whether a dose not logged is missed now: past its window, not yet stale. */
export function missedNow(dueAt: DateTime, missedAfterMinutes: number, now: DateTime): boolean {
  const missedAt = dueAt.plus({ minutes: missedAfterMinutes });
  return now > missedAt && now <= missedAt.plus({ hours: StaleAfterHours });
}

/** The scheduled doses a sweep at `now` looks at: yesterday's and today's in the circle's zone. */
export function dosesAround(plan: DosePlan, timeZone: string, now: DateTime): string[] {
  const today = now.setZone(timeZone).toISODate() ?? '';
  return [addDays(today, -1), today].flatMap((day) => scheduledDoses(plan, day, timeZone));
}

/** What refill reminders are computed from: the supply, the dose, the schedule, the refill date. */
export interface RefillPlan extends DosePlan {
  readonly supplyOnHand: number | null;
  readonly doseAmount: number;
  readonly refillDate: string | null;
  readonly refillReminderDays: number;
}

/**
 * The day the medicine must be refilled by: its refill date, or the day its supply runs out at the
 * scheduled doses of the coming weeks, whichever is first; null when neither is known.
 */
export function refillBy(plan: RefillPlan, today: string, timeZone: string): string | null {
  const runsOut = runsOutOn(plan, today, timeZone);
  const days = [plan.refillDate, runsOut].filter((day): day is string => day !== null).sort();
  return days[0] ?? null;
}

/** The day the supply on hand runs out, counting the scheduled doses from today (up to a year). */
function runsOutOn(plan: RefillPlan, today: string, timeZone: string): string | null {
  if (plan.supplyOnHand === null || plan.schedule.kind !== 'scheduled') return null;
  let left = plan.supplyOnHand;
  for (let offset = 0; offset < 366; offset += 1) {
    const day = addDays(today, offset);
    left -= scheduledDoses(plan, day, timeZone).length * plan.doseAmount;
    if (left < 0) return day;
  }
  return null;
}

/** Whether the refill reminder of a medicine is due on `today`. */
export function refillDue(plan: RefillPlan, today: string, timeZone: string): string | null {
  if (!takenOn(plan, today)) return null;
  const by = refillBy(plan, today, timeZone);
  if (!by) return null;
  const daysLeft = daysBetween(today, by);
  return daysLeft <= plan.refillReminderDays && daysLeft >= 0 ? by : null;
}
