import { CheckCircleFilled } from '@ant-design/icons';
import type { Profile } from '@tend/contracts';
import { Checkbox } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { longDate } from '../../lib/long-date';
import type { OnboardingErrors, OnboardingValues } from './onboarding-form';
import { Section } from './OnboardingSection';
import type { SetOnboardingField } from './use-onboarding-form';

type ConsentKey = 'agreedToTerms' | 'agreedToPrivacy' | 'consentedToDataUsage';

/** When each agreement was given, as the profile records it. */
export type GivenAgreements = Pick<
  Profile,
  'agreedToTermsAt' | 'agreedToPrivacyAt' | 'consentedToDataUsageAt'
>;

/** One consent: its checkbox (or, once given, its date), a link to read it, and its error. */
function Consent({
  consent: key,
  text,
  link,
  values,
  errors,
  set,
  givenText,
  givenAt,
}: {
  consent: ConsentKey;
  text: ReactNode;
  link?: { to: string; label: string };
  values: OnboardingValues;
  errors: OnboardingErrors;
  set: SetOnboardingField;
  /** What was agreed, said in the past: "You accepted the Terms of Service". */
  givenText: string;
  givenAt?: string | null;
}) {
  const errorId = `onboarding-${key}-error`;
  return (
    <div className="agreement">
      {givenAt ? (
        <p className="agreement__given">
          <CheckCircleFilled aria-hidden className="agreement__given-icon" />
          <span>
            {givenText} on {longDate(givenAt)}.
          </span>
        </p>
      ) : (
        <Checkbox
          checked={values[key]}
          onChange={(ev) => set(key, ev.target.checked)}
          data-field={key}
          aria-invalid={errors[key] ? true : undefined}
          aria-describedby={errors[key] ? errorId : undefined}
        >
          {text}
        </Checkbox>
      )}
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

/**
 * The three consents onboarding needs: terms, privacy, and data usage. When editing a completed
 * profile, those already given show as given, with their dates, and are not asked again.
 */
export function AgreementFields({
  values,
  errors,
  set,
  agreements,
}: {
  values: OnboardingValues;
  errors: OnboardingErrors;
  set: SetOnboardingField;
  agreements?: GivenAgreements;
}) {
  const given = { values, errors, set };
  return (
    <Section title="Agreements" id="onboarding-consents">
      <div className="agreements">
        <Consent
          {...given}
          consent="agreedToTerms"
          givenText="You accepted the Terms of Service"
          givenAt={agreements?.agreedToTermsAt}
          text="I accept the Terms of Service"
          link={{ to: '/terms-of-service', label: 'Read the Terms of Service' }}
        />
        <Consent
          {...given}
          consent="agreedToPrivacy"
          givenText="You accepted the Privacy Policy"
          givenAt={agreements?.agreedToPrivacyAt}
          text="I accept the Privacy Policy"
          link={{ to: '/privacy-policy', label: 'Read the Privacy Policy' }}
        />
        <Consent
          {...given}
          consent="consentedToDataUsage"
          givenText="You consented to data usage"
          givenAt={agreements?.consentedToDataUsageAt}
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
