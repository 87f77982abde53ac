import { Link, useNavigate } from 'react-router-dom';
import type { MessageId } from '../../i18n/catalogue';
import { useT } from '../../i18n/LanguageProvider';
import { ScreenSpinner } from '../../components/PageSpinner';
import { AboutYouFields } from './AboutYouFields';
import { AgreementFields } from './AgreementFields';
import { RecipientFields } from './RecipientFields';
import { useOnboardingForm } from './use-onboarding-form';
import '../../components/form.css';
import './onboarding.css';

/** The first run's texts (docs/product-spec.md section 2, Onboarding). */
const FirstRunTexts = {
  title: 'onboarding.firstRun.title',
  intro: 'onboarding.firstRun.intro',
  submit: 'onboarding.firstRun.submit',
  pending: 'onboarding.firstRun.pending',
} as const satisfies Record<string, MessageId>;

/** The same form for someone who has completed onboarding and comes back to change it. */
const EditTexts = {
  title: 'onboarding.edit.title',
  intro: 'onboarding.edit.intro',
  submit: 'onboarding.edit.submit',
  pending: 'onboarding.edit.pending',
} as const satisfies Record<string, MessageId>;

/**
 * Onboarding: about the caregiver, the person cared for, and three consents (those given at sign-up
 * shown as given). Submitting saves the profile, then the care recipient, and goes home; 'Skip for
 * now' goes home without saving.
 * Someone who has completed it gets the same form as "Edit your profile": her answers filled in,
 * her agreements shown as given, and Save, which returns to her profile.
 */
export default function OnboardingPage() {
  const navigate = useNavigate();
  const form = useOnboardingForm();
  const t = useT();
  const { values, errors, set, submit, pending, formRef, prefill, editing } = form;
  const fields = { values, errors, set };
  // Until the profile is known, the page cannot tell a first run from an edit.
  if (form.loading) return <ScreenSpinner label={t('onboarding.loading')} />;

  const texts = editing ? EditTexts : FirstRunTexts;
  const title = editing
    ? EditTexts.title
    : prefill
      ? 'onboarding.prefill.title'
      : FirstRunTexts.title;
  return (
    <main id="main" className="page page--narrow onboarding">
      <header className="onboarding__header">
        <div>
          <h1 className="page-title">{t(title)}</h1>
          <p className="muted onboarding__intro">{t(texts.intro)}</p>
        </div>
        {editing ? (
          <Link to="/profile" className="btn btn--link">
            {t('onboarding.cancel')}
          </Link>
        ) : (
          <button type="button" className="btn btn--link" onClick={() => navigate('/')}>
            {t('onboarding.skip')}
          </button>
        )}
      </header>

      <form ref={formRef} onSubmit={(e) => void submit(e)} noValidate className="onboarding__form">
        <AboutYouFields {...fields} />
        <RecipientFields
          {...fields}
          relationshipLocked={Boolean(prefill?.relationship)}
          insuranceLocked={Boolean(prefill?.insuranceType)}
        />
        <AgreementFields {...fields} agreements={form.profile ?? undefined} />
        <button
          type="submit"
          className="btn btn--primary btn--large btn--block"
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {t(pending ? texts.pending : texts.submit)}
        </button>
      </form>
    </main>
  );
}
