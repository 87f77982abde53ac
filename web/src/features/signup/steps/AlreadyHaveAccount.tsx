import { Link } from 'react-router-dom';
import { useLanguage } from '../../../i18n/LanguageProvider';
import '../../../i18n/parts/account';

/** Below the name and e-mail steps: the way to sign in instead. */
export function AlreadyHaveAccount() {
  const { rich } = useLanguage();
  return (
    <p className="auth-card__footer">
      <span>
        {rich('auth.alreadyHaveAccount', { link: (words) => <Link to="/login">{words}</Link> })}
      </span>
    </p>
  );
}
