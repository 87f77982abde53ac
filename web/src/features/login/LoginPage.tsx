import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { serverMessage } from '../../lib/api-error';
import { safeReturnPath } from '../../lib/return-path';
import { validateLogin } from '../../lib/validation';
import { AuthCard } from '../../components/AuthCard';
import { CurrentPasswordField, EmailField } from '../../components/AuthFields';
import { FormAlert } from '../../components/FormAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { useLoginMutation } from '../auth/auth.api';
import { useCompleteSignIn } from '../auth/sign-in';

type Errors = Partial<Record<'email' | 'password', string>>;

export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  // Sent here because this device's session was ended elsewhere (features/auth/session-ended).
  const [params] = useSearchParams();
  const signedOutElsewhere = params.get('reason') === 'signed-out';
  // Sent here from a signed-in address (a link in a reminder e-mail): back there afterwards.
  const returnTo = safeReturnPath(params.get('returnTo')) ?? '/';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = validateLogin({ email, password });
    if (found.email || found.password) {
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const answer = await login({ email: email.trim().toLowerCase(), password }).unwrap();
      completeSignIn(answer.token);
      void navigate(returnTo);
    } catch (error) {
      const message = serverMessage(error) ?? 'Invalid email or password';
      // Said once, beside the form (a toast as well would say it twice).
      setFailure(message);
    }
  };

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to continue to Tend.">
      <form onSubmit={onSubmit} noValidate>
        {signedOutElsewhere && !failure ? (
          <p className="form-success" role="status">
            This device was signed out of your account. Please sign in again to continue.
          </p>
        ) : null}
        <FormAlert
          message={
            failure ? (
              <>
                <strong>Login failed.</strong> {failure}
              </>
            ) : null
          }
        />
        <EmailField value={email} error={errors.email} onChange={setEmail} />
        <CurrentPasswordField
          label="Password"
          value={password}
          error={errors.password}
          onChange={setPassword}
          after={
            <Link to="/forgot-password" state={{ email }} className="field__link">
              Forgot password?
            </Link>
          }
        />
        <SubmitButton wide="large" busy={isLoading} busyLabel="Signing in...">
          Sign In
        </SubmitButton>
      </form>
      <div className="auth-card__footer">
        <span>
          New to Tend? <Link to="/signup">Create an account</Link>
        </span>
        <span>
          Trouble signing in? <Link to="/resources#contact-support">Contact support</Link>
        </span>
      </div>
    </AuthCard>
  );
}
