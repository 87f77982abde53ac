import { Field } from '../../components/Field';
import { useT } from '../../i18n/LanguageProvider';
import type { OnboardingErrors, OnboardingValues } from './onboarding-form';
import { Section } from './OnboardingSection';
import type { SetOnboardingField } from './use-onboarding-form';

/** About the caregiver: name, location and an optional phone number. */
export function AboutYouFields({
  values,
  errors,
  set,
}: {
  values: OnboardingValues;
  errors: OnboardingErrors;
  set: SetOnboardingField;
}) {
  const t = useT();
  return (
    <Section title={t('onboarding.you.title')} id="onboarding-you">
      <Field label={t('onboarding.you.name')} error={errors.name}>
        <input
          className="native-input"
          data-field="name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
        />
      </Field>
      <Field
        label={t('onboarding.you.location')}
        error={errors.location}
        hint={t('onboarding.you.locationHint')}
      >
        <input
          className="native-input"
          data-field="location"
          autoComplete="address-level2"
          value={values.location}
          onChange={(e) => set('location', e.target.value)}
        />
      </Field>
      <Field label={t('onboarding.you.phone')} error={errors.phoneNumber}>
        <input
          className="native-input"
          data-field="phoneNumber"
          type="tel"
          autoComplete="tel"
          value={values.phoneNumber}
          onChange={(e) => set('phoneNumber', e.target.value)}
        />
      </Field>
    </Section>
  );
}
