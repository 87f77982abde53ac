import type { Circle, Medication } from '@tend/contracts';
import { Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Field } from '../../components/Field';
import { FormAlert } from '../../components/FormAlert';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useRefusal } from '../../i18n/refusals';
import { useToast } from '../toasts/use-toast';
import { AlertFields } from './AlertFields';
import { mayMedicines } from './medication-access';
import {
  emptyMedication,
  medicationBody,
  medicationChanges,
  medicationFormErrors,
  medicationToForm,
  type MedicationFormErrors,
  type MedicationFormValues,
} from './medication-form';
import { medicinesPath } from './medication-paths';
import { useCreateMedicationMutation, useUpdateMedicationMutation } from './medications.api';
import { ScheduleFields } from './ScheduleFields';
import { SupplyFields } from './SupplyFields';

/** The setter the form's parts share: a patch of the values. */
export type SetValues = (patch: Partial<MedicationFormValues>) => void;
/** A field's error sentence, in the reader's language, or nothing. */
export type ErrorOf = (key: keyof MedicationFormErrors) => string | undefined;

/**
 * A new medicine, or one to change: every field the API takes. What was typed stays when sending
 * fails, with the reason in a sentence above the fields.
 */
export function MedicationForm({
  circle,
  medication,
  onDone,
}: {
  circle: Circle;
  /** The medicine to change; a new one when absent. */
  medication?: Medication;
  /** Called when a change is saved or given up (a new medicine goes back to the list). */
  onDone?: () => void;
}) {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const refusal = useRefusal('medicine');
  const [values, setValues] = useState<MedicationFormValues>(() =>
    medication ? medicationToForm(medication) : emptyMedication(),
  );
  const [errors, setErrors] = useState<MedicationFormErrors>({});
  const [failure, setFailure] = useState<string>();
  const [create, creating] = useCreateMedicationMutation();
  const [update, updating] = useUpdateMedicationMutation();
  const set: SetValues = (patch) => setValues((v) => ({ ...v, ...patch }));
  const recipientId = circle.recipientId;
  const withAlerts = mayMedicines.setAlerts(circle.yourRole);

  const send = async () => {
    if (!medication) {
      const body = medicationBody(values, withAlerts);
      const saved = await create({ recipientId, medication: body }).unwrap();
      toast({ title: t('medications.form.added', { name: saved.name }) });
      return navigate(medicinesPath(recipientId));
    }
    const changes = medicationChanges(medication, values, withAlerts);
    if (Object.keys(changes).length > 0)
      await update({ recipientId, medicationId: medication.id, changes }).unwrap();
    toast({ title: t('medications.form.saved', { name: values.name.trim() }) });
    onDone?.();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = medicationFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFailure(t('medications.form.fix'));
      return;
    }
    setFailure(undefined);
    try {
      await send();
    } catch (error) {
      setFailure(refusal(error) ?? t('medications.error.generic'));
    }
  };

  const error: ErrorOf = (key) => (errors[key] ? t(errors[key]) : undefined);

  return (
    <form
      className="medication-form"
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="medication-form-title"
    >
      <h2 id="medication-form-title" className="section-title">
        {medication
          ? t('medications.form.editTitle', { name: medication.name })
          : t('medications.form.newTitle')}
      </h2>
      <FormAlert message={failure} />
      <Field
        label={t('medications.form.name')}
        error={error('name')}
        hint={t('medications.form.nameHint')}
      >
        <input
          className="native-input"
          value={values.name}
          maxLength={120}
          autoComplete="off"
          onChange={(e) => set({ name: e.target.value })}
        />
      </Field>
      <div className="medication-form__pair">
        <Field label={t('medications.form.strength')}>
          <input
            className="native-input"
            value={values.strength}
            maxLength={60}
            placeholder={t('medications.form.strengthExample')}
            onChange={(e) => set({ strength: e.target.value })}
          />
        </Field>
        <Field label={t('medications.form.form')}>
          <input
            className="native-input"
            value={values.form}
            maxLength={60}
            placeholder={t('medications.form.formExample')}
            onChange={(e) => set({ form: e.target.value })}
          />
        </Field>
      </div>
      <fieldset className="medication-form__group">
        <legend className="field__label">{t('medications.form.dose')}</legend>
        <div className="medication-form__pair">
          <Field label={t('medications.form.doseAmount')}>
            <input
              className="native-input"
              inputMode="decimal"
              value={values.doseAmount}
              aria-invalid={errors.dose ? true : undefined}
              onChange={(e) => set({ doseAmount: e.target.value })}
            />
          </Field>
          <Field label={t('medications.form.doseUnit')}>
            <input
              className="native-input"
              value={values.doseUnit}
              maxLength={30}
              placeholder={t('medications.form.doseUnitExample')}
              aria-invalid={errors.dose ? true : undefined}
              onChange={(e) => set({ doseUnit: e.target.value })}
            />
          </Field>
        </div>
        {errors.dose ? <p className="field__error">{t(errors.dose)}</p> : null}
      </fieldset>
      <ScheduleFields values={values} set={set} error={error} />
      <Field label={t('medications.form.purpose')}>
        <input
          className="native-input"
          value={values.purpose}
          maxLength={200}
          placeholder={t('medications.form.purposeExample')}
          onChange={(e) => set({ purpose: e.target.value })}
        />
      </Field>
      <SupplyFields values={values} set={set} error={error} />
      {withAlerts ? <AlertFields values={values} set={set} error={error} /> : null}
      <div className="medication-form__actions">
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          block
          loading={creating.isLoading || updating.isLoading}
        >
          {t(medication ? 'medications.form.save' : 'medications.form.add')}
        </Button>
        <Button
          size="large"
          block
          onClick={() => (onDone ? onDone() : void navigate(medicinesPath(recipientId)))}
        >
          {t('medications.cancel')}
        </Button>
      </div>
    </form>
  );
}
