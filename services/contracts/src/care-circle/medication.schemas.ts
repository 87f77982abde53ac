import { z } from 'zod';
import { IsoTimestamp, UserId } from '../common/primitives';
import { boundedNumber, optionalText, requiredText } from './health-fields';
import { LocalDate, WEEKDAYS } from './task.schemas';

export const MedicationNotFound = 'We could not find that medicine.';

const timeError = 'Please give each time of day as HH:mm, like 08:00 or 21:30.';
/** A time of day in the circle's time zone, `HH:mm`. */
export const TimeOfDay = z
  .string({ error: timeError })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: timeError });

const gapError = 'The minimum time between doses is from 15 minutes to 48 hours, in minutes.';
const MinimumGap = boundedNumber(15, 2880, gapError, true);

/**
 * When a medicine is taken: at times of day (every day, or on chosen days of the week), or as
 * needed with a minimum time between doses. A scheduled medicine may have a minimum gap too.
 */
export const MedicationSchedule = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('scheduled'),
      times: z
        .array(TimeOfDay, { error: 'Give the times of day as a list, like ["08:00", "20:00"].' })
        .min(1, { error: 'A scheduled medicine needs at least one time of day.' })
        .max(12, { error: 'A medicine is scheduled at most 12 times a day.' })
        .refine((times) => new Set(times).size === times.length, {
          error: 'Each time of day is given once.',
        }),
      weekdays: z
        .array(z.enum(WEEKDAYS, { error: 'Weekdays are MO, TU, WE, TH, FR, SA and SU.' }), {
          error: 'Choose the days of the week as a list: MO, TU, WE, TH, FR, SA, SU.',
        })
        .min(1, {
          error: 'Choose at least one day of the week, or leave the days out for every day.',
        })
        .max(7, { error: 'A week has seven days.' })
        .nullable()
        .default(null),
      minimumGapMinutes: MinimumGap.nullable().default(null),
    }),
    z.object({ kind: z.literal('as-needed'), minimumGapMinutes: MinimumGap }),
  ],
  { error: 'Say when the medicine is taken: "scheduled" with times of day, or "as-needed".' },
);
export type MedicationSchedule = z.infer<typeof MedicationSchedule>;

const doseError = 'A dose is an amount more than 0 (like 1 or 0.5) and a unit (like tablet or mL).';
/** How much is taken each time: an amount and its unit. */
export const DoseAmount = z.object(
  {
    amount: boundedNumber(0.001, 10_000, doseError).refine((n) => n > 0, { error: doseError }),
    unit: requiredText(doseError, 30),
  },
  { error: doseError },
);

const windowError = 'A dose counts as missed after 15 to 240 minutes.';
const supplyError = 'The supply on hand is a number of doses from 0 to 100000.';
const refillDaysError = 'Refill reminders come 0 to 60 days before the supply runs out.';
const MedicationFields = {
  name: requiredText('Please give the medicine’s name, up to 120 characters.', 120),
  strength: optionalText('The strength', 60),
  form: optionalText('The form', 60),
  dose: DoseAmount,
  schedule: MedicationSchedule,
  purpose: optionalText('What it is for', 200),
  prescriber: optionalText('The prescriber', 120),
  pharmacy: optionalText('The pharmacy', 200),
  startDate: LocalDate.nullable(),
  stopDate: LocalDate.nullable(),
  supplyOnHand: boundedNumber(0, 100_000, supplyError).nullable(),
  refillDate: LocalDate.nullable(),
  refillReminderDays: boundedNumber(0, 60, refillDaysError, true),
  notes: optionalText('Notes', 2000),
  /** Reminders of a critical medicine's doses come even in a member's quiet hours (owner only). */
  critical: z.boolean({ error: 'Say whether the medicine is critical: true or false.' }),
  /** Minutes after a dose's time when, not logged, it counts as missed (owner only). */
  missedAfterMinutes: boundedNumber(15, 240, windowError, true),
};

const stopsAfterStart = (m: { startDate?: string | null; stopDate?: string | null }) =>
  !m.startDate || !m.stopDate || m.stopDate >= m.startDate;
const stopError = { error: 'The stop date comes on or after the start date.' };

export const CreateMedicationBody = z
  .object({
    ...MedicationFields,
    strength: MedicationFields.strength.default(null),
    form: MedicationFields.form.default(null),
    purpose: MedicationFields.purpose.default(null),
    prescriber: MedicationFields.prescriber.default(null),
    pharmacy: MedicationFields.pharmacy.default(null),
    startDate: MedicationFields.startDate.default(null),
    stopDate: MedicationFields.stopDate.default(null),
    supplyOnHand: MedicationFields.supplyOnHand.default(null),
    refillDate: MedicationFields.refillDate.default(null),
    refillReminderDays: MedicationFields.refillReminderDays.default(7),
    notes: MedicationFields.notes.default(null),
    critical: MedicationFields.critical.default(false),
    missedAfterMinutes: MedicationFields.missedAfterMinutes.default(60),
  })
  .refine(stopsAfterStart, stopError);
export type CreateMedicationBody = z.infer<typeof CreateMedicationBody>;

/** Only the fields sent change. */
export const UpdateMedicationBody = z
  .object(MedicationFields)
  .partial()
  .refine(stopsAfterStart, stopError);
export type UpdateMedicationBody = z.infer<typeof UpdateMedicationBody>;

export const Medication = z.object({
  id: z.uuid(),
  name: z.string(),
  strength: z.string().nullable(),
  form: z.string().nullable(),
  dose: z.object({ amount: z.number(), unit: z.string() }),
  schedule: MedicationSchedule,
  purpose: z.string().nullable(),
  prescriber: z.string().nullable(),
  pharmacy: z.string().nullable(),
  startDate: z.string().nullable(),
  stopDate: z.string().nullable(),
  supplyOnHand: z.number().nullable(),
  refillDate: z.string().nullable(),
  refillReminderDays: z.number().int(),
  notes: z.string().nullable(),
  critical: z.boolean(),
  missedAfterMinutes: z.number().int(),
  /** Taken now: started (or no start date) and not stopped (or no stop date), in the circle's zone. */
  current: z.boolean(),
  createdAt: IsoTimestamp,
});
export type Medication = z.infer<typeof Medication>;

/** One change to a medicine: who, when, and each field's value before and after. */
export const MedicationChange = z.object({
  at: IsoTimestamp,
  by: z.object({ userId: UserId, name: z.string() }).nullable(),
  kind: z.enum(['added', 'changed']),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
});
export type MedicationChange = z.infer<typeof MedicationChange>;

/** `?current=true`: only the medicines taken now. */
export const MedicationsQuery = z.object({
  current: z
    .enum(['true', 'false'], { error: 'Current is true or false.' })
    .transform((value) => value === 'true')
    .optional(),
});
