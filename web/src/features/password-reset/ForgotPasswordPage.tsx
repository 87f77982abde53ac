import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useRefusal } from '../../i18n/refusals';
import { AuthCard } from '../../components/AuthCard';
import { EmailField } from '../../components/AuthFields';
import { FormAlert } from '../../components/FormAlert';
import { SubmitButton } from '../../components/SubmitButton';
import { isValidEmail } from '../../lib/validation';
import { useLanguage } from '../../i18n/LanguageProvider';
import '../../i18n/parts/account';
import '../../i18n/parts/passwordReset';
import { useForgotPasswordMutation } from './password.api';

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
  const { t, rich } = useLanguage();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!isValidEmail(email)) {
      setError(t('auth.emailInvalid'));
      return;
    }
    setError(undefined);
    const address = email.trim().toLowerCase();
    try {
      await forgot({ email: address }).unwrap();
      setSentTo(address);
    } catch (err) {
      setFailure(refusal(err) ?? t('passwordReset.forgot.failed'));
    }
  };

  if (sentTo) {
    return (
      <AuthCard title={t('passwordReset.sent.title')}>
        <div role="status">
          <p>{t('passwordReset.sent.text', { email: sentTo })}</p>
          <p className="muted">{t('passwordReset.sent.expiry')}</p>
        </div>
        <Link to="/login" className="btn btn--primary btn--large btn--block">
          {t('passwordReset.backToSignIn')}
        </Link>
        <div className="auth-card__footer">
          <button type="button" className="btn btn--link" onClick={() => setSentTo(null)}>
            {t('signup.verify.differentEmail')}
          </button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('passwordReset.forgot.title')} subtitle={t('passwordReset.forgot.subtitle')}>
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
        <SubmitButton wide="large" busy={isLoading} busyLabel={t('signup.email.sending')}>
          {t('passwordReset.forgot.submit')}
        </SubmitButton>
      </form>
      <div className="auth-card__footer">
        <span>
          {rich('passwordReset.forgot.remembered', {
            link: (words) => <Link to="/login">{words}</Link>,
          })}
        </span>
      </div>
    </AuthCard>
  );
}
