import { WEEKDAYS } from '@tend/contracts';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Radio } from 'antd';
import { Field } from '../../components/Field';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { MedicationFormValues } from './medication-form';
import type { ErrorOf, SetValues } from './MedicationForm';
import { weekdayName } from './schedule-words';

/** When the medicine is taken: times of day on every day or chosen days, or as needed with a gap. */
export function ScheduleFields({
  values,
  set,
  error,
}: {
  values: MedicationFormValues;
  set: SetValues;
  error: ErrorOf;
}) {
  const { t } = useLanguage();
  const scheduled = values.kind === 'scheduled';
  return (
    <fieldset className="medication-form__group">
      <legend className="field__label">{t('medications.form.schedule')}</legend>
      <Radio.Group
        className="medication-form__choice"
        value={values.kind}
        onChange={(e) => set({ kind: e.target.value as MedicationFormValues['kind'] })}
        options={[
          { value: 'scheduled', label: t('medications.form.scheduled') },
          { value: 'as-needed', label: t('medications.form.asNeeded') },
        ]}
      />
      {scheduled ? <TimesOfDay values={values} set={set} error={error} /> : null}
      {scheduled ? <Days values={values} set={set} error={error} /> : null}
      <Field
        label={t(scheduled ? 'medications.form.gapOptional' : 'medications.form.gap')}
        hint={t('medications.form.gapHint')}
        error={error('gap')}
      >
        <input
          className="native-input medication-form__short"
          inputMode="decimal"
          value={values.gapHours}
          onChange={(e) => set({ gapHours: e.target.value })}
        />
      </Field>
    </fieldset>
  );
}

function TimesOfDay({
  values,
  set,
  error,
}: {
  values: MedicationFormValues;
  set: SetValues;
  error: ErrorOf;
}) {
  const { t } = useLanguage();
  const setTime = (index: number, time: string) =>
    set({ times: values.times.map((old, i) => (i === index ? time : old)) });
  const message = error('times');
  return (
    <div className="medication-form__times">
      {values.times.map((time, index) => (
        <div className="medication-form__time" key={index}>
          <Field label={t('medications.form.time', { number: index + 1 })}>
            <input
              className="native-input"
              type="time"
              value={time}
              aria-invalid={message ? true : undefined}
              onChange={(e) => setTime(index, e.target.value)}
            />
          </Field>
          {values.times.length > 1 ? (
            <Button
              size="large"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('medications.form.removeTime', { number: index + 1 })}
              onClick={() => set({ times: values.times.filter((_, i) => i !== index) })}
            />
          ) : null}
        </div>
      ))}
      {message ? <p className="field__error">{message}</p> : null}
      {values.times.length < 12 ? (
        <Button
          icon={<PlusOutlined aria-hidden />}
          onClick={() => set({ times: [...values.times, ''] })}
        >
          {t('medications.form.addTime')}
        </Button>
      ) : null}
    </div>
  );
}

function Days({
  values,
  set,
  error,
}: {
  values: MedicationFormValues;
  set: SetValues;
  error: ErrorOf;
}) {
  const { t, language } = useLanguage();
  const message = error('weekdays');
  return (
    <div className="medication-form__days">
      <Radio.Group
        className="medication-form__choice"
        value={values.everyDay ? 'every' : 'some'}
        onChange={(e) => set({ everyDay: e.target.value === 'every' })}
        options={[
          { value: 'every', label: t('medications.form.everyDay') },
          { value: 'some', label: t('medications.form.someDays') },
        ]}
      />
      {values.everyDay ? null : (
        <Checkbox.Group
          className="medication-form__weekdays"
          value={values.weekdays}
          onChange={(days) => set({ weekdays: days })}
          options={WEEKDAYS.map((day) => ({ value: day, label: weekdayName(day, language) }))}
        />
      )}
      {message ? <p className="field__error">{message}</p> : null}
    </div>
  );
}
