import { z } from 'zod';
import { defineEvent } from '../messaging/define';
import { IsoTimestamp, UserId } from '../common/primitives';

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

/**
 * What the coach may know of a recipient's medicines, whole each time: the current medicines'
 * names and the members who may see them (owner, organizers and family, never helpers). Sent when
 * the medicines, the members or the owner's setting change; with the setting off both lists are
 * empty, and the coach forgets what it held. Newer `changedAt` wins.
 */
export const CircleMedicinesForCoach = defineEvent(
  'care-circle.medicines.for-coach',
  z.object({
    recipientId: z.uuid(),
    recipientName: z.string(),
    medicineNames: z.array(z.string().max(120)).max(200),
    memberUserIds: z.array(UserId).max(500),
    changedAt: IsoTimestamp,
  }),
);
