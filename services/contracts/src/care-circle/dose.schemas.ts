import { z } from 'zod';
import { IsoTimestamp, UserId } from '../common/primitives';
import { optionalText } from './health-fields';
import { MedicationNotFound } from './medication.schemas';
import { LocalDate, LocalDateTime } from './task.schemas';

export const DOSE_STATUSES = ['given', 'skipped'] as const;
export const DoseStatus = z.enum(DOSE_STATUSES, {
  error: 'Say whether the dose was given or skipped.',
});
export type DoseStatus = z.infer<typeof DoseStatus>;

/**
 * "Given" or "Skipped" for one dose: a scheduled one (its wall-clock time today, as listed) or one
 * of a medicine taken as needed (no `scheduledFor`). `at` is when it was really given, for a dose
 * logged late; a skipped dose says why. A dose given again within its minimum gap is refused
 * (409) unless `confirm` says the caller means it.
 */
export const LogDoseBody = z
  .object({
    medicationId: z.uuid({ error: MedicationNotFound }),
    scheduledFor: LocalDateTime.nullable().default(null),
    status: DoseStatus,
    reason: optionalText('The reason', 500).default(null),
    at: IsoTimestamp.optional(),
    confirm: z.boolean({ error: 'Confirm is true or false.' }).default(false),
  })
  .refine((d) => d.status !== 'skipped' || d.reason !== null, {
    error: 'Please say why the dose was skipped.',
  });
export type LogDoseBody = z.infer<typeof LogDoseBody>;

/**
 * The details of the 409 of a dose given within its minimum gap: who gave the earlier one and when,
 * so the client asks "Already given at 8:05 AM by Ana. Give again?" in its reader's language.
 */
export const AlreadyGiven = z.object({
  givenAt: IsoTimestamp,
  /** The member who logged it; null when their name is no longer known. */
  givenBy: z.string().nullable(),
  /** The circle's zone, whose clock the time is read on. */
  timeZone: z.string(),
});
export type AlreadyGiven = z.infer<typeof AlreadyGiven>;

/** `?day=`: the day whose doses are listed, in the circle's zone (today by default). */
export const DosesQuery = z.object({ day: LocalDate.optional() });

export const DoseLog = z.object({
  id: z.uuid(),
  status: DoseStatus,
  reason: z.string().nullable(),
  /** When it was given (or skipped), as the member said. */
  at: IsoTimestamp,
  by: z.object({ userId: UserId, name: z.string() }).nullable(),
  loggedAt: IsoTimestamp,
});
export type DoseLog = z.infer<typeof DoseLog>;

/**
 * One dose of the day: a scheduled one (`scheduledFor`, its instant `dueAt`), or a dose of an
 * as-needed medicine given that day (`scheduledFor` null). `missed`: past its window, not logged.
 */
export const Dose = z.object({
  medicationId: z.uuid(),
  medicationName: z.string(),
  dose: z.object({ amount: z.number(), unit: z.string() }),
  critical: z.boolean(),
  scheduledFor: z.string().nullable(),
  dueAt: IsoTimestamp.nullable(),
  state: z.enum(['due', 'missed', 'given', 'skipped']),
  log: DoseLog.nullable(),
});
export type Dose = z.infer<typeof Dose>;

export const TodaysDoses = z.object({
  day: z.string(),
  timeZone: z.string(),
  doses: z.array(Dose),
  /** The medicines taken as needed, with when each was last given, for the "give" button. */
  asNeeded: z.array(
    z.object({
      medicationId: z.uuid(),
      medicationName: z.string(),
      minimumGapMinutes: z.number().int(),
      lastGivenAt: IsoTimestamp.nullable(),
    }),
  ),
});
export type TodaysDoses = z.infer<typeof TodaysDoses>;
