import { useState, type FormEvent } from 'react';
import { ChangeEmailBody, type ChangeEmailAnswer } from '@tend/contracts';
import { useRefusal } from '../../i18n/refusals';
import { useFieldErrors } from '../../lib/use-field-errors';
import { CurrentPasswordField, EmailField } from '../../components/AuthFields';
import { FormAlert } from '../../components/FormAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { useAuth } from '../auth/use-auth';
import { useRequestEmailChangeMutation } from './email-change.api';
import './email-change.css';

export const ChangeEmailTexts = {
  failed: 'Failed to send the confirmation link. Please try again.',
} as const;

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
      setFailure(refusal(err) ?? ChangeEmailTexts.failed);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Change email address">
      <p className="change-email__current">
        You sign in with <strong>{user?.email}</strong>.
      </p>
      {sent ? (
        <p className="form-success" role="status">
          Check your inbox at <strong>{sent.pendingEmail}</strong> and open the link we sent to
          confirm it. Until then you keep signing in with your current address. The link works once
          and expires in 24 hours.
        </p>
      ) : null}
      <FormAlert message={failure} />
      <EmailField
        label="New email address"
        value={email}
        error={errors.email}
        onChange={editing('email', setEmail)}
      />
      <CurrentPasswordField
        value={currentPassword}
        error={errors.currentPassword}
        onChange={editing('currentPassword', setCurrentPassword)}
      />
      <SubmitButton busy={isLoading} busyLabel="Sending...">
        Send confirmation link
      </SubmitButton>
    </form>
  );
}
