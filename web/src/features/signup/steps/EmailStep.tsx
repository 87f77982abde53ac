import { useState, type FormEvent } from 'react';
import { SendVerificationBody } from '@tend/contracts';
import { useRefusal } from '../../../i18n/refusals';
import { EmailField } from '../../../components/AuthFields';
import { FormAlert } from '../../../components/FormAlert';
import { SubmitButton } from '../../../components/SubmitButton';
import { useSendVerificationMutation } from '../../auth/auth.api';
import { storedEligibilityAnswers } from '../../eligibility/eligibility-data';
import { useToast } from '../../toasts/use-toast';
import type { SignupDraft } from '../signup-draft';
import { SignupMessages } from '../signup-flow';
import { useLanguage } from '../../../i18n/LanguageProvider';
import { languageField } from '../language-field';
import { AlreadyHaveAccount } from './AlreadyHaveAccount';
import '../../../i18n/parts/account';

export function EmailStep({
  draft,
  onChange,
  onBack,
  onSent,
}: {
  draft: SignupDraft;
  onChange: (patch: Partial<SignupDraft>) => void;
  onBack: () => void;
  onSent: () => void;
}) {
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { isLoading }] = useSendVerificationMutation();
  const toast = useToast();
  const { t, language } = useLanguage();
  const refusal = useRefusal('signUp');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const parsed = SendVerificationBody.safeParse({
      ...draft,
      eligibility: storedEligibilityAnswers(),
      ...languageField(language),
    });
    if (!parsed.success) {
      const emailIssue = parsed.error.issues.find((i) => i.path[0] === 'email');
      if (emailIssue) {
        setError(emailIssue.message);
        return;
      }
      // Name missing (e.g. the page was opened at step 2): go back for it.
      onBack();
      return;
    }
    setError(undefined);
    try {
      await send(parsed.data).unwrap();
      onChange({ email: parsed.data.email });
      onSent();
    } catch (err) {
      const message = refusal(err) ?? SignupMessages.sendFailed;
      setFailure(message);
      toast({ title: t('signup.email.failedTitle'), description: message, variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="auth-card__subtitle">
        {draft.firstName.trim()
          ? t('signup.email.intro', { name: draft.firstName.trim() })
          : t('signup.email.introNoName')}
      </p>
      <FormAlert message={failure} />
      <EmailField
        value={draft.email}
        error={error}
        onChange={(email) => {
          onChange({ email });
          setError(undefined);
        }}
      />
      <div className="step-actions">
        <button type="button" className="btn btn--secondary" onClick={onBack}>
          {t('auth.back')}
        </button>
        <SubmitButton busy={isLoading} busyLabel={t('signup.email.sending')}>
          {t('signup.email.send')}
        </SubmitButton>
      </div>
      <AlreadyHaveAccount />
    </form>
  );
}
