import type { MedicationChange, MedicationSchedule } from '@tend/contracts';
import type { MessageId } from '../../i18n/catalogue';
import type { MessageValues } from '../../i18n/format';
import type { Language } from '../../i18n/languages';
import { scheduleWords } from './schedule-words';

type Translate = (id: MessageId, values?: MessageValues) => string;

/** The fields a medicine has (the API's names), as its history and details name them. */
const FIELDS = [
  'name',
  'strength',
  'form',
  'dose',
  'schedule',
  'purpose',
  'prescriber',
  'pharmacy',
  'startDate',
  'stopDate',
  'supplyOnHand',
  'refillDate',
  'refillReminderDays',
  'notes',
  'critical',
  'missedAfterMinutes',
] as const;
type FieldName = (typeof FIELDS)[number];
const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

/** A field's name in the reader's language: "Prescribed by", "Stops". */
export const fieldLabel = (field: FieldName): MessageId => `medications.field.${field}`;

/** The fields a change names that the screens know, each with its label's id. */
export function changedFields(
  change: MedicationChange,
): [MessageId, { from: unknown; to: unknown }][] {
  // A field added to the API after this screen was written is left out, not shown by its code.
  return Object.entries(change.changes).flatMap(([field, values]) =>
    isField(field)
      ? [[fieldLabel(field), values] as [MessageId, { from: unknown; to: unknown }]]
      : [],
  );
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
