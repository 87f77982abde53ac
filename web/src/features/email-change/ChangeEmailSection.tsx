import { useState, type FormEvent, type ReactNode } from 'react';
import { ChangeEmailBody, type ChangeEmailAnswer } from '@tend/contracts';
import { useRefusal } from '../../i18n/refusals';
import { useFieldErrors } from '../../lib/use-field-errors';
import { CurrentPasswordField, EmailField } from '../../components/AuthFields';
import { FormAlert } from '../../components/FormAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { useAuth } from '../auth/use-auth';
import { useRequestEmailChangeMutation } from './email-change.api';
import './email-change.css';
import { useLanguage } from '../../i18n/LanguageProvider';
import '../../i18n/parts/emailChange';

const strong = (words: ReactNode[]) => <strong>{words}</strong>;

type Errors = Partial<Record<'email' | 'currentPassword', string>>;

/** The first message per field, in the shared schema's words (the server says the same). */
function fieldErrors(values: { email: string; currentPassword: string }): Errors {
  const parsed = ChangeEmailBody.safeParse(values);
  const errors: Errors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'currentPassword') && !errors[field])
      errors[field] = issue.message;
  }
  return errors;
}

/**
 * Settings → Email address. The new address is used only once the person opens the link we
 * e-mail to it; until then they sign in with the current one.
 */
export function ChangeEmailSection() {
  const { user } = useAuth();
  const [email, setEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const { errors, setErrors, editing } = useFieldErrors<keyof Errors>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<ChangeEmailAnswer | null>(null);
  const [request, { isLoading }] = useRequestEmailChangeMutation();
  const refusal = useRefusal('profile');
  const { t, rich } = useLanguage();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = fieldErrors({ email, currentPassword });
    setErrors(found);
    if (found.email || found.currentPassword) return;
    try {
      setSent(await request({ email, currentPassword }).unwrap());
      setEmail('');
      setCurrentPassword('');
    } catch (err) {
      setFailure(refusal(err) ?? t('emailChange.failed'));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('emailChange.form')}>
      <p className="change-email__current">
        {rich('emailChange.current', { strong, email: user?.email ?? '' })}
      </p>
      {sent ? (
        <p className="form-success" role="status">
          {rich('emailChange.sent', { strong, email: sent.pendingEmail })}
        </p>
      ) : null}
      <FormAlert message={failure} />
      <EmailField
        label={t('emailChange.newEmail')}
        value={email}
        error={errors.email}
        onChange={editing('email', setEmail)}
      />
      <CurrentPasswordField
        value={currentPassword}
        error={errors.currentPassword}
        onChange={editing('currentPassword', setCurrentPassword)}
      />
      <SubmitButton busy={isLoading} busyLabel={t('emailChange.sending')}>
        {t('emailChange.submit')}
      </SubmitButton>
    </form>
  );
}
