import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useRefusal } from '../../i18n/refusals';
import { safeReturnPath } from '../../lib/return-path';
import { validateLogin } from '../../lib/validation';
import { AuthCard } from '../../components/AuthCard';
import { CurrentPasswordField, EmailField } from '../../components/AuthFields';
import { FormAlert } from '../../components/FormAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { useLoginMutation } from '../auth/auth.api';
import { useCompleteSignIn } from '../auth/sign-in';
import { useLanguage } from '../../i18n/LanguageProvider';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import '../../i18n/parts/account';

type Errors = Partial<Record<'email' | 'password', string>>;

export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const { t, rich } = useLanguage();
  const refusal = useRefusal('signIn');
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
      const message = refusal(error) ?? t('login.invalid');
      // Said once, beside the form (a toast as well would say it twice).
      setFailure(message);
    }
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')} top={<LanguageSwitch />}>
      <form onSubmit={onSubmit} noValidate>
        {signedOutElsewhere && !failure ? (
          <p className="form-success" role="status">
            {t('login.signedOutElsewhere')}
          </p>
        ) : null}
        <FormAlert
          message={
            failure
              ? rich('login.failed', {
                  strong: (words) => <strong>{words}</strong>,
                  reason: failure,
                })
              : null
          }
        />
        <EmailField value={email} error={errors.email} onChange={setEmail} />
        <CurrentPasswordField
          label={t('auth.password')}
          value={password}
          error={errors.password}
          onChange={setPassword}
          after={
            <Link to="/forgot-password" state={{ email }} className="field__link">
              {t('login.forgotPassword')}
            </Link>
          }
        />
        <SubmitButton wide="large" busy={isLoading} busyLabel={t('login.submitting')}>
          {t('login.submit')}
        </SubmitButton>
      </form>
      <div className="auth-card__footer">
        <span>
          {rich('login.newToTend', { link: (words) => <Link to="/signup">{words}</Link> })}
        </span>
        <span>
          {rich('login.trouble', {
            link: (words) => <Link to="/resources#contact-support">{words}</Link>,
          })}
        </span>
      </div>
    </AuthCard>
  );
}
