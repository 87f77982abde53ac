import { Field } from '../../components/Field';
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
  return (
    <Section title="About you" id="onboarding-you">
      <Field label="Your name" error={errors.name}>
        <input
          className="native-input"
          data-field="name"
          autoComplete="name"
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
        />
      </Field>
      <Field label="Location" error={errors.location} hint="City and state">
        <input
          className="native-input"
          data-field="location"
          autoComplete="address-level2"
          value={values.location}
          onChange={(e) => set('location', e.target.value)}
        />
      </Field>
      <Field label="Phone number (optional)" error={errors.phoneNumber}>
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
