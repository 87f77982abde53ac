import { Field } from '../../components/Field';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { MedicationFormValues } from './medication-form';
import type { ErrorOf, SetValues } from './MedicationForm';

/** Who prescribed it, where it comes from, when it starts and stops, supply and refill, notes. */
export function SupplyFields({
  values,
  set,
  error,
}: {
  values: MedicationFormValues;
  set: SetValues;
  error: ErrorOf;
}) {
  const { t } = useLanguage();
  const textField = (key: 'prescriber' | 'pharmacy', max: number) => (
    <Field label={t(`medications.form.${key}`)}>
      <input
        className="native-input"
        value={values[key]}
        maxLength={max}
        onChange={(e) => set({ [key]: e.target.value })}
      />
    </Field>
  );
  return (
    <>
      {textField('prescriber', 120)}
      {textField('pharmacy', 200)}
      <div className="medication-form__pair">
        <Field label={t('medications.form.startDate')}>
          <input
            className="native-input"
            type="date"
            value={values.startDate}
            onChange={(e) => set({ startDate: e.target.value })}
          />
        </Field>
        <Field label={t('medications.form.stopDate')} error={error('stopDate')}>
          <input
            className="native-input"
            type="date"
            value={values.stopDate}
            onChange={(e) => set({ stopDate: e.target.value })}
          />
        </Field>
      </div>
      <div className="medication-form__pair">
        <Field label={t('medications.form.supply')} error={error('supplyOnHand')}>
          <input
            className="native-input"
            inputMode="decimal"
            value={values.supplyOnHand}
            onChange={(e) => set({ supplyOnHand: e.target.value })}
          />
        </Field>
        <Field label={t('medications.form.refillDate')}>
          <input
            className="native-input"
            type="date"
            value={values.refillDate}
            onChange={(e) => set({ refillDate: e.target.value })}
          />
        </Field>
      </div>
      <Field
        label={t('medications.form.refillDays')}
        hint={t('medications.form.refillDaysHint')}
        error={error('refillReminderDays')}
      >
        <input
          className="native-input medication-form__short"
          inputMode="numeric"
          value={values.refillReminderDays}
          onChange={(e) => set({ refillReminderDays: e.target.value })}
        />
      </Field>
      <Field label={t('medications.form.notes')}>
        <textarea
          className="native-input"
          rows={3}
          maxLength={2000}
          value={values.notes}
          onChange={(e) => set({ notes: e.target.value })}
        />
      </Field>
    </>
  );
}
