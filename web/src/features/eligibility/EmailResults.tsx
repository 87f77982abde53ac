import type { EligibilityAnswers } from '@tend/contracts';
import { useId, useState, type FormEvent } from 'react';
import { EmailField } from '../../components/AuthFields';
import { FormAlert } from '../../components/FormAlert';
import { Panel } from '../../components/Panel';
import { SubmitButton } from '../../components/SubmitButton';
import { isApiError } from '../../lib/api-error';
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/eligibility';
import { useEmailEligibilityResultsMutation } from './eligibility.api';

/** The e-mail form's section, for the shortcut above long results. */
const EMAIL_RESULTS_ID = 'email-results';

/**
 * Above the results (which run long on a phone): the way to keep them without an account, which
 * takes her to the e-mail form below them, ready to type.
 */
export function EmailResultsShortcut() {
  const t = useT();
  const goToForm = () =>
    document.querySelector<HTMLInputElement>(`#${EMAIL_RESULTS_ID} input[type="email"]`)?.focus();
  return (
    <p className="email-results__shortcut">
      {t('eligibility.email.shortcutText')}{' '}
      <button type="button" className="btn btn--link email-results__jump" onClick={goToForm}>
        {t('eligibility.email.title')}
      </button>
    </p>
  );
}

/** Enough to catch a typo before sending; the server has the last word. */
const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * For a visitor not ready to sign up: her results e-mailed to her once, in the language she reads,
 * with a link back to them. Nothing is made or kept: the form says so before she gives an address.
 */
export function EmailResults({ answers }: { answers: EligibilityAnswers }) {
  const { t, rich, language } = useLanguage();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [send, { isLoading }] = useEmailEligibilityResultsMutation();
  const headingId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const address = email.trim();
    if (!looksLikeEmail(address)) {
      setError(t('eligibility.email.invalid'));
      return;
    }
    setError(undefined);
    setProblem(null);
    try {
      await send({ email: address, answers, language }).unwrap();
      setSentTo(address);
    } catch (failure) {
      const status = isApiError(failure) ? failure.status : 0;
      if (status === 400) setError(t('eligibility.email.invalid'));
      else setProblem(t(status === 429 ? 'eligibility.email.tooMany' : 'eligibility.email.failed'));
    }
  };

  return (
    <Panel id={EMAIL_RESULTS_ID} className="email-results" aria-labelledby={headingId}>
      <h2 id={headingId} className="email-results__title">
        {t('eligibility.email.title')}
      </h2>
      {sentTo ? (
        <p role="status">
          {rich('eligibility.email.sent', {
            email: sentTo,
            strong: (words) => <strong>{words}</strong>,
          })}
        </p>
      ) : (
        <form className="email-results__form" onSubmit={(e) => void submit(e)} noValidate>
          <p className="muted">{t('eligibility.email.text')}</p>
          <FormAlert message={problem} />
          <EmailField
            label={t('eligibility.email.label')}
            value={email}
            error={error}
            maxLength={254}
            onChange={setEmail}
          />
          <SubmitButton busy={isLoading} busyLabel={t('eligibility.email.sending')}>
            {t('eligibility.email.send')}
          </SubmitButton>
        </form>
      )}
    </Panel>
  );
}
