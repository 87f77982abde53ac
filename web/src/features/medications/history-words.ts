import type { MedicationChange, MedicationSchedule } from '@tend/contracts';
import type { MessageId } from '../../i18n/catalogue';
import type { MessageValues } from '../../i18n/format';
import type { Language } from '../../i18n/languages';
import { scheduleWords } from './schedule-words';

type Translate = (id: MessageId, values?: MessageValues) => string;

/** Each field a change may name, with its label; a field not listed is shown by its own name. */
const fieldLabels: Record<string, MessageId> = {
  name: 'medications.form.name',
  strength: 'medications.form.strength',
  form: 'medications.form.form',
  dose: 'medications.form.dose',
  schedule: 'medications.form.schedule',
  purpose: 'medications.form.purpose',
  prescriber: 'medications.form.prescriber',
  pharmacy: 'medications.form.pharmacy',
  startDate: 'medications.form.startDate',
  stopDate: 'medications.form.stopDate',
  supplyOnHand: 'medications.form.supply',
  refillDate: 'medications.form.refillDate',
  refillReminderDays: 'medications.form.refillDays',
  notes: 'medications.form.notes',
  critical: 'medications.form.critical',
  missedAfterMinutes: 'medications.form.missedAfter',
};

/** The fields a change names that the screens know, each with its label's id. */
export function changedFields(
  change: MedicationChange,
): [MessageId, { from: unknown; to: unknown }][] {
  return Object.entries(change.changes).flatMap(([field, values]) => {
    const label = fieldLabels[field];
    return label ? [[label, values] as [MessageId, { from: unknown; to: unknown }]] : [];
  });
}

const isSchedule = (value: object): value is MedicationSchedule =>
  'kind' in value && (value.kind === 'scheduled' || value.kind === 'as-needed');

const isDose = (value: object): value is { amount: number; unit: string } =>
  'amount' in value && 'unit' in value;

/**
 * A field's value before or after a change, in words: "none", "critical" (the one flag), "2 tablet
 * each time", a schedule.
 */
export function valueWords(value: unknown, t: Translate, language: Language): string {
  if (value === null || value === undefined || value === '') return t('medications.history.none');
  if (typeof value === 'boolean')
    return t(value ? 'medications.history.critical' : 'medications.history.notCritical');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object' && isDose(value))
    return t('medications.summary.dose', { amount: value.amount, unit: value.unit });
  if (typeof value === 'object' && isSchedule(value)) return scheduleWords(value, t, language);
  return JSON.stringify(value);
}
