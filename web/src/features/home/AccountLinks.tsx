import { LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { withWords } from '../../i18n/catalogue';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/home';
import { NotificationsBell } from '../notifications/NotificationsBell';
import './account-links.css';

// Fetched when she first taps Sign out: Home's first download carries no dialog.
const SignOutDialog = lazy(() => withWords(import('./SignOutDialog')));

/**
 * Home's header links: notifications, settings, profile and sign-out, each an icon with its name
 * under it (an icon alone left her guessing). Sign-out asks "Sign out?" first; what follows is the
 * spec's sign-out (`useSignOut`).
 */
export function AccountLinks({
  signOut,
  isSigningOut,
}: {
  signOut: () => Promise<void>;
  isSigningOut: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const [asked, setAsked] = useState(false);
  const t = useT();
  const ask = () => {
    setAsked(true);
    setAsking(true);
  };
  return (
    <nav className="home__actions account-links" aria-label={t('home.account')}>
      <NotificationsBell />
      <Link to="/settings" className="account-link">
        <SettingOutlined aria-hidden className="account-link__icon" />
        <span className="account-link__label">{t('home.settings')}</span>
      </Link>
      <Link to="/profile" className="account-link">
        <UserOutlined aria-hidden className="account-link__icon" />
        <span className="account-link__label">{t('home.profile')}</span>
      </Link>
      <button
        type="button"
        className="account-link"
        onClick={ask}
        disabled={isSigningOut}
        aria-haspopup="dialog"
      >
        <LogoutOutlined aria-hidden className="account-link__icon" />
        <span className="account-link__label">
          {t(isSigningOut ? 'home.signingOut' : 'home.signOut')}
        </span>
      </button>
      {asked ? (
        <Suspense fallback={null}>
          <SignOutDialog
            open={asking}
            onCancel={() => setAsking(false)}
            onConfirm={() => {
              setAsking(false);
              void signOut();
            }}
          />
        </Suspense>
      ) : null}
    </nav>
  );
}
