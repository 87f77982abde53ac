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
import { useLanguage, useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/account';
import '../../i18n/parts/passwordReset';
import { useCheckResetLinkQuery, useResetPasswordMutation } from './password.api';

/** A dead link (unknown, used or expired): the only way on is a new one. */
function LinkProblem({ message }: { message: string }) {
  const { t, rich } = useLanguage();
  return (
    <AuthCard title={t('passwordReset.dead.title')}>
      <FormAlert message={message} />
      <Link to="/forgot-password" className="btn btn--primary btn--large btn--block">
        {t('passwordReset.dead.newLink')}
      </Link>
      <div className="auth-card__footer">
        <span>
          {rich('passwordReset.dead.knowPassword', {
            link: (words) => <Link to="/login">{words}</Link>,
          })}
        </span>
      </div>
    </AuthCard>
  );
}

function PasswordChanged() {
  const t = useT();
  return (
    <AuthCard title={t('passwordReset.changed.title')}>
      <p role="status">{t('passwordReset.changed.text')}</p>
      <Link to="/login" className="btn btn--primary btn--large btn--block">
        {t('passwordReset.signIn')}
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
  const t = useT();
  // A failed check lets the person go on: setting the password checks the link again.
  const opened = useCheckResetLinkQuery(token ? { token } : skipToken);

  if (params.get('done') === '1') return <PasswordChanged />;
  if (!token) return <LinkProblem message={t('passwordReset.incomplete')} />;
  if (opened.isLoading) return <ScreenSpinner label={t('signup.checkingLink')} />;
  const deadOnOpening = opened.data && !opened.data.usable ? opened.data.message : null;
  if (linkProblem || deadOnOpening)
    return <LinkProblem message={linkProblem ?? deadOnOpening ?? t('passwordReset.incomplete')} />;

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
      const message = refusal(err) ?? t('passwordReset.failed');
      if (errorCode(err) === ErrorCodes.resetLinkGone) setLinkProblem(message);
      else setFailure(message);
    }
  };

  return (
    <AuthCard title={t('passwordReset.choose.title')} subtitle={t('passwordReset.choose.subtitle')}>
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
        <SubmitButton wide="large" busy={isLoading} busyLabel={t('passwordReset.saving')}>
          {t('passwordReset.choose.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
