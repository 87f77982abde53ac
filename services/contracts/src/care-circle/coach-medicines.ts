import { z } from 'zod';
import { defineEvent } from '../messaging/define';
import { IsoTimestamp, TimeZone, UserId } from '../common/primitives';
import { LocalDate } from './task.schemas';

/**
 * Whether the coach may use the recipient's medicine list (the owner's choice, off until she
 * turns it on): answers about a medicine then name the current medicines and send her to the
 * pharmacist about combinations.
 */
export const CoachMedicinesSetting = z.object({
  coachUsesMedicines: z.boolean({
    error: 'Say whether the coach may use the list: true or false.',
  }),
});
export type CoachMedicinesSetting = z.infer<typeof CoachMedicinesSetting>;

/** The days a medicine is taken: from its start date to its stop date (days in the circle's zone). */
export interface MedicineDays {
  readonly startDate: string | null;
  readonly stopDate: string | null;
}

/**
 * Whether a medicine is taken on `day` (`YYYY-MM-DD`): on or after its start, on or before its
 * stop. The one rule of a current medicine, for care-circle's list and its doses and for the
 * coach's copy, which asks it on the day of each question.
 */
export function takenOn(medicine: MedicineDays, day: string): boolean {
  return (
    (!medicine.startDate || medicine.startDate <= day) &&
    (!medicine.stopDate || day <= medicine.stopDate)
  );
}

/** A medicine as the coach may know it: its name and the days it is taken. */
export const CoachMedicine = z.object({
  name: z.string().max(120),
  startDate: LocalDate.nullable(),
  stopDate: LocalDate.nullable(),
});
export type CoachMedicine = z.infer<typeof CoachMedicine>;

/**
 * What the coach may know of a recipient's medicines, whole each time: the medicines not yet
 * stopped, with their start and stop dates and the circle's zone (so that the coach reads one as
 * current only on the days it is taken, not until the next change), and the members who may see
 * them (owner, organizers and family, never helpers). Sent when the medicines, the members or the
 * owner's setting change; with the setting off both lists are empty, and the coach forgets what
 * it held. Newer `changedAt` wins. Version 2: the first, 'care-circle.medicines.for-coach', carried
 * only the names current on the day it was sent, and is retired.
 */
export const CircleMedicinesForCoach = defineEvent(
  'care-circle.medicines.for-coach.v2',
  z.object({
    recipientId: z.uuid(),
    recipientName: z.string(),
    timeZone: TimeZone,
    medicines: z.array(CoachMedicine).max(200),
    memberUserIds: z.array(UserId).max(500),
    changedAt: IsoTimestamp,
  }),
);
