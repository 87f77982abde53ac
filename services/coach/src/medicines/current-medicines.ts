import { takenOn, type CoachMedicine } from '@tend/contracts';

/** The day it is in `timeZone` at `now`, `YYYY-MM-DD` (Canadian English writes dates so). */
export function dayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A recipient's medicines as the coach keeps them, and the zone their dates are days of. */
export interface MedicineCopy {
  timeZone: string;
  medicines: readonly CoachMedicine[];
}

/**
 * The names of the medicines current on the day of the question, in the circle's zone: one not
 * started yet, or stopped, is not, whatever day the copy was sent.
 */
export function currentMedicineNames(copy: MedicineCopy, now: Date): string[] {
  const today = dayIn(copy.timeZone, now);
  return copy.medicines.filter((medicine) => takenOn(medicine, today)).map(({ name }) => name);
}
