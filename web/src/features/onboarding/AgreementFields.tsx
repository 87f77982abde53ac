import { CheckCircleFilled } from '@ant-design/icons';
import { Checkbox } from 'antd';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../i18n/catalogue';
import { useLanguage } from '../../i18n/LanguageProvider';
import { longDate } from '../../lib/long-date';
import type { GivenAgreements, OnboardingErrors, OnboardingValues } from './onboarding-form';
import { Section } from './OnboardingSection';
import type { SetOnboardingField } from './use-onboarding-form';

type ConsentKey = 'agreedToTerms' | 'agreedToPrivacy' | 'consentedToDataUsage';

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
  text: MessageId;
  link?: { to: string; label: MessageId };
  values: OnboardingValues;
  errors: OnboardingErrors;
  set: SetOnboardingField;
  /** What was agreed, said in the past: "You accepted the Terms of Service". */
  givenText: MessageId;
  givenAt?: string | null;
}) {
  const { t, language } = useLanguage();
  const errorId = `onboarding-${key}-error`;
  return (
    <div className="agreement">
      {givenAt ? (
        <p className="agreement__given">
          <CheckCircleFilled aria-hidden className="agreement__given-icon" />
          <span>
            {t('onboarding.agreements.givenOn', {
              given: t(givenText),
              date: longDate(givenAt, language),
            })}
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
          {t(text)}
        </Checkbox>
      )}
      {link ? (
        <Link
          to={`${link.to}?returnTo=/onboarding`}
          target="_blank"
          rel="noopener"
          className="onboarding__legal-link"
        >
          {t(link.label)}
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
 * The three consents onboarding needs: terms, privacy, and data usage. Those already given (at
 * sign-up, or at an earlier onboarding) show as given, with their dates, and are not asked again.
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
  agreements?: Partial<GivenAgreements>;
}) {
  const given = { values, errors, set };
  const { t } = useLanguage();
  return (
    <Section title={t('onboarding.agreements.title')} id="onboarding-consents">
      <div className="agreements">
        <Consent
          {...given}
          consent="agreedToTerms"
          givenText="onboarding.terms.given"
          givenAt={agreements?.agreedToTermsAt}
          text="onboarding.terms.text"
          link={{ to: '/terms-of-service', label: 'onboarding.terms.link' }}
        />
        <Consent
          {...given}
          consent="agreedToPrivacy"
          givenText="onboarding.privacy.given"
          givenAt={agreements?.agreedToPrivacyAt}
          text="onboarding.privacy.text"
          link={{ to: '/privacy-policy', label: 'onboarding.privacy.link' }}
        />
        <Consent
          {...given}
          consent="consentedToDataUsage"
          givenText="onboarding.data.given"
          givenAt={agreements?.consentedToDataUsageAt}
          text="onboarding.data.text"
        />
      </div>
    </Section>
  );
}
