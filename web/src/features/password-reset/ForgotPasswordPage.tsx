import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useRefusal } from '../../i18n/refusals';
import { AuthCard } from '../../components/AuthCard';
import { EmailField } from '../../components/AuthFields';
import { FormAlert } from '../../components/FormAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { isValidEmail, ValidationMessages } from '../../lib/validation';
import { useForgotPasswordMutation } from './password.api';

export const ForgotPasswordTexts = {
  sent: (email: string) =>
    `If an account exists for ${email}, we've sent it a link to choose a new password.`,
  failed: 'We could not send the link just now. Please try again in a moment.',
} as const;

/** The address typed on the login screen, handed over in the navigation's state. */
function typedEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

export default function ForgotPasswordPage() {
  const location = useLocation();
  const [email, setEmail] = useState(() => typedEmail(location.state));
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [forgot, { isLoading }] = useForgotPasswordMutation();
  const refusal = useRefusal('passwordReset');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!isValidEmail(email)) {
      setError(ValidationMessages.email);
      return;
    }
    setError(undefined);
    const address = email.trim().toLowerCase();
    try {
      await forgot({ email: address }).unwrap();
      setSentTo(address);
    } catch (err) {
      setFailure(refusal(err) ?? ForgotPasswordTexts.failed);
    }
  };

  if (sentTo) {
    return (
      <AuthCard title="Check your email">
        <div role="status">
          <p>{ForgotPasswordTexts.sent(sentTo)}</p>
          <p className="muted">
            The link works once and expires in 1 hour. If nothing arrives in a few minutes, look in
            your spam folder, or check the address and try again.
          </p>
        </div>
        <Link to="/login" className="btn btn--primary btn--large btn--block">
          Back to sign in
        </Link>
        <div className="auth-card__footer">
          <button type="button" className="btn btn--link" onClick={() => setSentTo(null)}>
            Use a different email
          </button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the email you use for Tend and we'll send you a link to choose a new one."
    >
      <form onSubmit={submit} noValidate>
        <FormAlert message={failure} />
        <EmailField
          value={email}
          error={error}
          onChange={(value) => {
            setEmail(value);
            setError(undefined);
          }}
        />
        <SubmitButton wide="large" busy={isLoading} busyLabel="Sending...">
          Send reset link
        </SubmitButton>
      </form>
      <div className="auth-card__footer">
        <span>
          Remembered it? <Link to="/login">Sign in</Link>
        </span>
      </div>
    </AuthCard>
  );
}
