import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorCodes } from '@tend/contracts';
import { errorCode } from '../../lib/api-error';
import { useRefusal } from '../../i18n/refusals';
import { AuthCard } from '../../components/AuthCard';
import { ScreenSpinner } from '../../components/PageSpinner';
import { NewPasswordField, newPasswordProblem } from '../../components/NewPasswordField';
import { FormAlert } from '../../components/FormAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { useClearSession } from '../auth/use-sign-out';
import { useCheckResetLinkQuery, useResetPasswordMutation } from './password.api';

export const ResetPasswordTexts = {
  incomplete:
    'This reset link is not complete. Please open it again from the email, or ask for a new link.',
  failed: 'We could not change your password just now. Please try again in a moment.',
} as const;

/** A dead link (unknown, used or expired): the only way on is a new one. */
function LinkProblem({ message }: { message: string }) {
  return (
    <AuthCard title="This link can't be used">
      <FormAlert message={message} />
      <Link to="/forgot-password" className="btn btn--primary btn--large btn--block">
        Send me a new link
      </Link>
      <div className="auth-card__footer">
        <span>
          Know your password? <Link to="/login">Sign in</Link>
        </span>
      </div>
    </AuthCard>
  );
}

function PasswordChanged() {
  return (
    <AuthCard title="Your password has been changed">
      <p role="status">
        For your safety, Tend signed your account out on every device. Sign in with your new
        password to continue.
      </p>
      <Link to="/login" className="btn btn--primary btn--large btn--block">
        Sign in
      </Link>
    </AuthCard>
  );
}

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  const [linkProblem, setLinkProblem] = useState<string | null>(null);
  const [reset, { isLoading }] = useResetPasswordMutation();
  const refusal = useRefusal('passwordReset');
  const clearSession = useClearSession();
  const navigate = useNavigate();
  // A failed check lets the person go on: setting the password checks the link again.
  const opened = useCheckResetLinkQuery(token ? { token } : skipToken);

  if (params.get('done') === '1') return <PasswordChanged />;
  if (!token) return <LinkProblem message={ResetPasswordTexts.incomplete} />;
  if (opened.isLoading) return <ScreenSpinner label="Checking your link" />;
  const deadOnOpening = opened.data && !opened.data.usable ? opened.data.message : null;
  if (linkProblem || deadOnOpening)
    return <LinkProblem message={linkProblem ?? deadOnOpening ?? ResetPasswordTexts.incomplete} />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const problem = newPasswordProblem(password);
    if (problem) {
      setError(problem);
      return;
    }
    setError(undefined);
    try {
      await reset({ token, password }).unwrap();
      // The address moves on (the token leaves it) before the app's cached state is cleared:
      // every session ended, this browser's too, so it is forgotten here as well.
      void navigate('/reset-password?done=1', { replace: true });
      clearSession();
    } catch (err) {
      const message = refusal(err) ?? ResetPasswordTexts.failed;
      if (errorCode(err) === ErrorCodes.resetLinkGone) setLinkProblem(message);
      else setFailure(message);
    }
  };

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="Once it is set, every device signed in to your account will be signed out."
    >
      <form onSubmit={submit} noValidate>
        <FormAlert message={failure} />
        <NewPasswordField
          value={password}
          error={error}
          onChange={(value) => {
            setPassword(value);
            setError(undefined);
          }}
        />
        <SubmitButton wide="large" busy={isLoading} busyLabel="Saving...">
          Set new password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
