import { Checkbox } from 'antd';
import { Field } from '../../components/Field';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { MedicationFormValues } from './medication-form';
import type { ErrorOf, SetValues } from './MedicationForm';

/** The owner's settings of a medicine: critical (reminded in quiet hours) and the missed window. */
export function AlertFields({
  values,
  set,
  error,
}: {
  values: MedicationFormValues;
  set: SetValues;
  error: ErrorOf;
}) {
  const { t } = useLanguage();
  return (
    <fieldset className="medication-form__group medication-form__alerts">
      <legend className="field__label">{t('medications.form.alerts')}</legend>
      <Checkbox checked={values.critical} onChange={(e) => set({ critical: e.target.checked })}>
        {t('medications.form.critical')}
      </Checkbox>
      <Field
        label={t('medications.form.missedAfter')}
        hint={t('medications.form.missedAfterHint')}
        error={error('missedAfterMinutes')}
      >
        <input
          className="native-input medication-form__short"
          inputMode="numeric"
          value={values.missedAfterMinutes}
          onChange={(e) => set({ missedAfterMinutes: e.target.value })}
        />
      </Field>
    </fieldset>
  );
}
