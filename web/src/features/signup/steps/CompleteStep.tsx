import { CheckCircleFilled } from '@ant-design/icons';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useT } from '../../../i18n/LanguageProvider';
import { safeReturnPath, signInPath } from '../../../lib/return-path';
import { readStorage, StorageKeys } from '../../../lib/storage';
import '../../../i18n/parts/account';

/** How long the success screen shows before the app goes home. */
export const SIGNUP_DONE_REDIRECT_MS = 2500;

export function CompleteStep() {
  const navigate = useNavigate();
  const t = useT();
  // Someone who came to sign up from an invitation goes back to answer it.
  const next = safeReturnPath(readStorage(StorageKeys.pendingInvitation)) ?? '/';
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate(next), SIGNUP_DONE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, next]);

  return (
    <div className="signup-complete">
      <CheckCircleFilled className="signup-complete__icon" aria-hidden />
      <p>{t('signup.complete.welcome')}</p>
      <p className="muted">{t('signup.complete.redirecting')}</p>
      <Link to={signInPath(next)} className="btn btn--primary btn--block">
        {t('signup.complete.signIn')}
      </Link>
    </div>
  );
}
