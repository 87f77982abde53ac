import { z } from 'zod';
import { defineEvent } from '../messaging/define';
import { IsoTimestamp, UserId } from '../common/primitives';

/** What a dose notice names: the medicine, its dose, and the dose's time. */
const DoseMoment = {
  recipientId: z.uuid(),
  recipientName: z.string(),
  medicationId: z.uuid(),
  medicationName: z.string(),
  /** "1 tablet", "10 units". */
  doseText: z.string(),
  /** The dose's wall-clock time in the circle's zone, `YYYY-MM-DDTHH:mm`: it keys the notice. */
  scheduledFor: z.string(),
  dueAt: IsoTimestamp,
};

/**
 * A dose is due: a reminder to one member who takes dose reminders (owner, organizer or family),
 * once per dose and member; held in their quiet hours unless the medicine is critical.
 * `timeZone` is the member's, for writing the time.
 */
export const CircleDoseReminderDue = defineEvent(
  'care-circle.dose.reminder-due',
  z.object({ userId: UserId, ...DoseMoment, timeZone: z.string() }),
);

/**
 * A dose was not logged within its medicine's window: the circle's family (owner, organizers and
 * family members who take dose reminders) are told, once per dose. `timeZone` is the circle's.
 */
export const CircleDoseMissed = defineEvent(
  'care-circle.dose.missed',
  z.object({
    ...DoseMoment,
    missedAfterMinutes: z.number().int(),
    memberUserIds: z.array(UserId).max(500),
    timeZone: z.string(),
  }),
);

/** A medicine's supply runs out (or its refill date comes) within its reminder's days: once per date. */
export const CircleRefillDue = defineEvent(
  'care-circle.medication.refill-due',
  z.object({
    userId: UserId,
    recipientId: z.uuid(),
    recipientName: z.string(),
    medicationId: z.uuid(),
    medicationName: z.string(),
    pharmacy: z.string().nullable(),
    /** The day it runs out or is due for a refill, `YYYY-MM-DD` in the circle's zone: it keys the notice. */
    refillBy: z.string(),
  }),
);
