import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import { useLanguage } from '../../i18n/LanguageProvider';
import '../../i18n/parts/account';

/** Shown instead of the password step when the opened link cannot finish a sign-up. */
export function SignupLinkNotice({ status }: { status: 'account-exists' | 'expired' }) {
  const { t, rich } = useLanguage();
  const link = (to: string) => (words: ReactNode[]) => <Link to={to}>{words}</Link>;
  if (status === 'account-exists') {
    return (
      <AuthCard title={t('signup.link.existsTitle')}>
        <p role="status">{t('signup.link.exists')}</p>
        <Link to="/login" className="btn btn--primary btn--large btn--block">
          {t('signup.link.signIn')}
        </Link>
        <div className="auth-card__footer">
          <span>{rich('signup.link.forgot', { link: link('/forgot-password') })}</span>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('signup.link.expiredTitle')}>
      <p role="status">{t('signup.link.expired')}</p>
      <Link to="/signup?step=2" className="btn btn--primary btn--large btn--block">
        {t('signup.link.sendNew')}
      </Link>
      <div className="auth-card__footer">
        <span>{rich('auth.alreadyHaveAccount', { link: link('/login') })}</span>
      </div>
    </AuthCard>
  );
}
