import { useId, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import { Field } from '../../components/Field';
import {
  CONDITION_OPTIONS,
  INSURANCE_OPTIONS,
  label,
  RELATIONSHIP_OPTIONS,
  type OnboardingErrors,
  type OnboardingValues,
} from './onboarding-form';
import { ReadOnlyValue, Section } from './OnboardingSection';
import type { SetOnboardingField } from './use-onboarding-form';

/**
 * The person cared for: name, relationship, conditions and insurance. An answer the eligibility
 * check gave is shown read-only until she chooses to change it.
 */
export function RecipientFields({
  values,
  errors,
  set,
  relationshipLocked,
  insuranceLocked,
}: {
  values: OnboardingValues;
  errors: OnboardingErrors;
  set: SetOnboardingField;
  relationshipLocked: boolean;
  insuranceLocked: boolean;
}) {
  const [changing, setChanging] = useState({ relationship: false, insurance: false });
  const change = (field: keyof typeof changing) => () =>
    setChanging((c) => ({ ...c, [field]: true }));
  const conditionsId = useId();
  const conditionsErrorId = useId();
  const t = useT();
  const name = (value: string) => label(t, value);
  return (
    <Section title={t('onboarding.recipient.title')} id="onboarding-recipient">
      <Field label={t('onboarding.recipient.name')} error={errors.recipientName}>
        <input
          className="native-input"
          data-field="recipientName"
          value={values.recipientName}
          onChange={(e) => set('recipientName', e.target.value)}
        />
      </Field>
      {relationshipLocked && !changing.relationship ? (
        <ReadOnlyValue
          title={t('onboarding.recipient.relationship')}
          value={name(values.relationship)}
          onChange={change('relationship')}
        />
      ) : (
        <Field label={t('onboarding.recipient.relationship')} error={errors.relationship}>
          <select
            className="native-input"
            data-field="relationship"
            value={values.relationship}
            onChange={(e) => set('relationship', e.target.value)}
          >
            <option value="">{t('onboarding.recipient.chooseRelationship')}</option>
            {RELATIONSHIP_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {name(value)}
              </option>
            ))}
            {values.relationship &&
            !(RELATIONSHIP_OPTIONS as readonly string[]).includes(values.relationship) ? (
              <option value={values.relationship}>{name(values.relationship)}</option>
            ) : null}
          </select>
        </Field>
      )}
      <div className="field">
        <span className="field__label" id={conditionsId}>
          {t('onboarding.recipient.conditions')}
        </span>
        <p className="field__hint onboarding__hint">{t('onboarding.recipient.conditionsHint')}</p>
        <div data-field="conditions" tabIndex={-1} className="onboarding__conditions">
          <ChoiceGroup
            multiple
            labelledBy={conditionsId}
            describedBy={errors.conditions ? conditionsErrorId : undefined}
            invalid={!!errors.conditions}
            columns={2}
            choices={CONDITION_OPTIONS.map((value) => ({ value, label: name(value) }))}
            value={values.conditions}
            onChange={(conditions) => set('conditions', conditions)}
          />
        </div>
        {errors.conditions ? (
          <p className="field__error" id={conditionsErrorId}>
            {errors.conditions}
          </p>
        ) : null}
      </div>
      {insuranceLocked && !changing.insurance ? (
        <ReadOnlyValue
          title={t('onboarding.recipient.insurance')}
          value={name(values.insuranceType)}
          onChange={change('insurance')}
        />
      ) : (
        <Field label={t('onboarding.recipient.insuranceOptional')}>
          <select
            className="native-input"
            data-field="insuranceType"
            value={values.insuranceType}
            onChange={(e) => set('insuranceType', e.target.value)}
          >
            <option value="">{t('onboarding.recipient.insuranceUnknown')}</option>
            {INSURANCE_OPTIONS.map((value) => (
              <option key={value} value={value}>
                {name(value)}
              </option>
            ))}
          </select>
        </Field>
      )}
    </Section>
  );
}
