import { WEEKDAYS, type Medication, type RouteBody } from '@tend/contracts';
import type { MessageId } from '../../i18n/catalogue';

type CreateMedicationBody = RouteBody<'createMedication'>;
type UpdateMedicationBody = RouteBody<'updateMedication'>;

export type Weekday = (typeof WEEKDAYS)[number];

/** What the medicine form holds, as its inputs give it (numbers as typed, dates `YYYY-MM-DD`). */
export interface MedicationFormValues {
  name: string;
  strength: string;
  form: string;
  doseAmount: string;
  doseUnit: string;
  purpose: string;
  kind: 'scheduled' | 'as-needed';
  times: string[];
  /** Every day, or only the chosen days of the week. */
  everyDay: boolean;
  weekdays: Weekday[];
  /** Hours between doses, as typed ('' for none on a scheduled medicine). */
  gapHours: string;
  prescriber: string;
  pharmacy: string;
  startDate: string;
  stopDate: string;
  supplyOnHand: string;
  refillDate: string;
  refillReminderDays: string;
  notes: string;
  critical: boolean;
  missedAfterMinutes: string;
}

type Checked =
  | 'name'
  | 'dose'
  | 'times'
  | 'weekdays'
  | 'gap'
  | 'stopDate'
  | 'supplyOnHand'
  | 'refillReminderDays'
  | 'missedAfterMinutes';
export type MedicationFormErrors = Partial<Record<Checked, MessageId>>;

export const emptyMedication = (): MedicationFormValues => ({
  name: '',
  strength: '',
  form: '',
  doseAmount: '1',
  doseUnit: '',
  purpose: '',
  kind: 'scheduled',
  times: ['08:00'],
  everyDay: true,
  weekdays: [],
  gapHours: '',
  prescriber: '',
  pharmacy: '',
  startDate: '',
  stopDate: '',
  supplyOnHand: '',
  refillDate: '',
  refillReminderDays: '7',
  notes: '',
  critical: false,
  missedAfterMinutes: '60',
});

const text = (value: string | null) => value ?? '';
const gapText = (minutes: number | null) => (minutes === null ? '' : String(minutes / 60));

/** A saved medicine back in the form, to change it. */
export function medicationToForm(medication: Medication): MedicationFormValues {
  const { schedule } = medication;
  return {
    name: medication.name,
    strength: text(medication.strength),
    form: text(medication.form),
    doseAmount: String(medication.dose.amount),
    doseUnit: medication.dose.unit,
    purpose: text(medication.purpose),
    kind: schedule.kind,
    times: schedule.kind === 'scheduled' ? [...schedule.times].sort() : ['08:00'],
    everyDay: schedule.kind !== 'scheduled' || schedule.weekdays === null,
    weekdays: schedule.kind === 'scheduled' ? (schedule.weekdays ?? []) : [],
    gapHours: gapText(schedule.minimumGapMinutes),
    prescriber: text(medication.prescriber),
    pharmacy: text(medication.pharmacy),
    startDate: text(medication.startDate),
    stopDate: text(medication.stopDate),
    supplyOnHand: medication.supplyOnHand === null ? '' : String(medication.supplyOnHand),
    refillDate: text(medication.refillDate),
    refillReminderDays: String(medication.refillReminderDays),
    notes: text(medication.notes),
    critical: medication.critical,
    missedAfterMinutes: String(medication.missedAfterMinutes),
  };
}

/** A number typed in a field: undefined when empty, NaN when it is no number. */
function numberOf(value: string): number | undefined {
  const trimmed = value.trim().replace(',', '.');
  return trimmed === '' ? undefined : Number(trimmed);
}

const within = (n: number | undefined, min: number, max: number, whole = false) =>
  n !== undefined && Number.isFinite(n) && n >= min && n <= max && (!whole || Number.isInteger(n));

/** The minimum gap in whole minutes, from the hours typed (undefined when left empty). */
function gapMinutes(values: MedicationFormValues): number | undefined {
  const hours = numberOf(values.gapHours);
  return hours === undefined ? undefined : Math.round(hours * 60);
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

function scheduleErrors(values: MedicationFormValues): MedicationFormErrors {
  const errors: MedicationFormErrors = {};
  const gap = gapMinutes(values);
  if (
    values.kind === 'as-needed'
      ? !within(gap, 15, 2880)
      : gap !== undefined && !within(gap, 15, 2880)
  )
    errors.gap = 'medications.form.error.gap';
  if (values.kind === 'as-needed') return errors;
  if (values.times.length === 0) errors.times = 'medications.form.error.noTime';
  else if (!values.times.every((time) => TIME.test(time)))
    errors.times = 'medications.form.error.time';
  else if (new Set(values.times).size !== values.times.length)
    errors.times = 'medications.form.error.sameTime';
  if (!values.everyDay && values.weekdays.length === 0)
    errors.weekdays = 'medications.form.error.weekdays';
  return errors;
}

/** What is wrong with the form, each as a sentence of the catalogue; empty when it can be sent. */
export function medicationFormErrors(values: MedicationFormValues): MedicationFormErrors {
  const errors: MedicationFormErrors = scheduleErrors(values);
  const name = values.name.trim();
  if (!name || name.length > 120) errors.name = 'medications.form.error.name';
  if (!within(numberOf(values.doseAmount), 0.001, 10_000) || !values.doseUnit.trim())
    errors.dose = 'medications.form.error.dose';
  if (values.startDate && values.stopDate && values.stopDate < values.startDate)
    errors.stopDate = 'medications.form.error.stopDate';
  const supply = numberOf(values.supplyOnHand);
  if (supply !== undefined && !within(supply, 0, 100_000))
    errors.supplyOnHand = 'medications.form.error.supply';
  if (!within(numberOf(values.refillReminderDays), 0, 60, true))
    errors.refillReminderDays = 'medications.form.error.refillDays';
  if (!within(numberOf(values.missedAfterMinutes), 15, 240, true))
    errors.missedAfterMinutes = 'medications.form.error.missedAfter';
  return errors;
}

const orNull = (value: string) => value.trim() || null;

function scheduleBody(values: MedicationFormValues): CreateMedicationBody['schedule'] {
  const gap = gapMinutes(values) ?? null;
  if (values.kind === 'as-needed') return { kind: 'as-needed', minimumGapMinutes: gap ?? 0 };
  return {
    kind: 'scheduled',
    times: [...values.times].sort(),
    weekdays: values.everyDay ? null : WEEKDAYS.filter((day) => values.weekdays.includes(day)),
    minimumGapMinutes: gap,
  };
}

/**
 * The body the API takes for a new medicine. The critical flag and the missed-dose window are
 * sent only by the owner (`withAlerts`): anyone else leaves them to their defaults.
 */
export function medicationBody(
  values: MedicationFormValues,
  withAlerts: boolean,
): CreateMedicationBody {
  const supply = numberOf(values.supplyOnHand);
  return {
    name: values.name.trim(),
    strength: orNull(values.strength),
    form: orNull(values.form),
    dose: { amount: numberOf(values.doseAmount) ?? 0, unit: values.doseUnit.trim() },
    schedule: scheduleBody(values),
    purpose: orNull(values.purpose),
    prescriber: orNull(values.prescriber),
    pharmacy: orNull(values.pharmacy),
    startDate: values.startDate || null,
    stopDate: values.stopDate || null,
    supplyOnHand: supply ?? null,
    refillDate: values.refillDate || null,
    refillReminderDays: numberOf(values.refillReminderDays) ?? 7,
    notes: orNull(values.notes),
    ...(withAlerts && {
      critical: values.critical,
      missedAfterMinutes: numberOf(values.missedAfterMinutes) ?? 60,
    }),
  };
}

/** Only the fields that differ from the saved medicine: the change history names just those. */
export function medicationChanges(
  saved: Medication,
  values: MedicationFormValues,
  withAlerts: boolean,
): UpdateMedicationBody {
  const before = medicationBody(medicationToForm(saved), withAlerts);
  const after = medicationBody(values, withAlerts);
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof CreateMedicationBody)[])
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  return changes;
}
