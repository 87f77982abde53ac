import { DateTime } from 'luxon';
import { takenOn, type Dose, type DoseLog, type MedicationSchedule } from '@tend/contracts';
import { instantOf } from '../tasks/occurrences';

const weekdayCodes = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** The part of a medicine that says when its doses are. */
export interface DosePlan {
  readonly schedule: MedicationSchedule;
  readonly startDate: string | null;
  readonly stopDate: string | null;
  /** When the medicine was added to Tend: its doses start then when it has no start date. */
  readonly createdAt: Date;
}

/**
 * The wall-clock times (`YYYY-MM-DDTHH:mm`) of a medicine's doses due on `day` in the circle's
 * zone, in order. The one rule of when a dose is due: from the medicine's start (its start date,
 * or the moment it was added when it has none), never after its stop date. Today's list, the
 * missed-dose notices, the visit summary and the refill count all ask it.
 */
export function scheduledDoses(plan: DosePlan, day: string, timeZone: string): string[] {
  if (plan.schedule.kind !== 'scheduled' || !takenOn(plan, day)) return [];
  const weekday = weekdayCodes[DateTime.fromISO(day, { zone: 'utc' }).weekday - 1];
  if (plan.schedule.weekdays && !plan.schedule.weekdays.includes(weekday)) return [];
  const walls = [...plan.schedule.times].sort().map((time) => `${day}T${time}`);
  if (plan.startDate) return walls;
  return walls.filter((wall) => knownWhenDue(dueAtOf(wall, timeZone), plan));
}

/**
 * Whether Tend knew of the medicine when the dose was due. One due before it was added (listed
 * because its start date is earlier) was never asked of anyone here: it stays open to log, and
 * Today, the reminders, the missed-dose notices and the visit summary never call it missed.
 */
export function knownWhenDue(dueAt: Date, plan: Pick<DosePlan, 'createdAt'>): boolean {
  return dueAt >= plan.createdAt;
}

/** Where a scheduled dose stands at `now`: logged, still due, or missed (its window passed). */
export function doseState(
  dueAt: Date,
  log: Pick<DoseLog, 'status'> | null,
  medication: Pick<DosePlan, 'createdAt'> & { readonly missedAfterMinutes: number },
  now: Date,
): Dose['state'] {
  if (log) return log.status;
  if (!knownWhenDue(dueAt, medication)) return 'due';
  const closes = dueAt.getTime() + medication.missedAfterMinutes * 60_000;
  return now.getTime() > closes ? 'missed' : 'due';
}

/** The instant a dose's wall-clock time names in the circle's zone. */
export function dueAtOf(scheduledFor: string, timeZone: string): Date {
  return instantOf(scheduledFor, timeZone).toJSDate();
}

/** Whether a dose given at `at` comes within `gapMinutes` of one given at `previous` (either side). */
export function withinGap(previous: Date, at: Date, gapMinutes: number): boolean {
  return Math.abs(at.getTime() - previous.getTime()) < gapMinutes * 60_000;
}

/** "Already given at 8:05 AM by Ana. Give again?": the 409 of a dose given within its gap. */
export function alreadyGivenSentence(at: Date, byName: string | null, timeZone: string): string {
  const time = DateTime.fromJSDate(at, { zone: timeZone }).toFormat('h:mm a');
  return byName
    ? `Already given at ${time} by ${byName}. Give again?`
    : `Already given at ${time}. Give again?`;
}
