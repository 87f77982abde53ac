import { Checkbox } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OnboardingErrors, OnboardingValues } from './onboarding-form';
import { Section } from './OnboardingSection';
import type { SetOnboardingField } from './use-onboarding-form';

type ConsentKey = 'agreedToTerms' | 'agreedToPrivacy' | 'consentedToDataUsage';

/** One consent: its checkbox, a link to read what it is about, and its error. */
function Consent({
  consent: key,
  text,
  link,
  values,
  errors,
  set,
}: {
  consent: ConsentKey;
  text: ReactNode;
  link?: { to: string; label: string };
  values: OnboardingValues;
  errors: OnboardingErrors;
  set: SetOnboardingField;
}) {
  const errorId = `onboarding-${key}-error`;
  return (
    <div className="agreement">
      <Checkbox
        checked={values[key]}
        onChange={(ev) => set(key, ev.target.checked)}
        data-field={key}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? errorId : undefined}
      >
        {text}
      </Checkbox>
      {link ? (
        <Link
          to={`${link.to}?returnTo=/onboarding`}
          target="_blank"
          rel="noopener"
          className="onboarding__legal-link"
        >
          {link.label}
        </Link>
      ) : null}
      {errors[key] ? (
        <p className="field__error" id={errorId}>
          {errors[key]}
        </p>
      ) : null}
    </div>
  );
}

/** The three consents onboarding needs: terms, privacy, and data usage. */
export function AgreementFields({
  values,
  errors,
  set,
}: {
  values: OnboardingValues;
  errors: OnboardingErrors;
  set: SetOnboardingField;
}) {
  const given = { values, errors, set };
  return (
    <Section title="Agreements" id="onboarding-consents">
      <div className="agreements">
        <Consent
          {...given}
          consent="agreedToTerms"
          text="I accept the Terms of Service"
          link={{ to: '/terms-of-service', label: 'Read the Terms of Service' }}
        />
        <Consent
          {...given}
          consent="agreedToPrivacy"
          text="I accept the Privacy Policy"
          link={{ to: '/privacy-policy', label: 'Read the Privacy Policy' }}
        />
        <Consent
          {...given}
          consent="consentedToDataUsage"
          text={
            <>
              I consent to data usage: I choose to upload health information voluntarily, Tend
              stores and processes it securely, and Tend does not give medical advice.
            </>
          }
        />
      </div>
    </Section>
  );
}
