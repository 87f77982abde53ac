import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { AuthCard } from '../../components/AuthCard';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/settings';

/**
 * Where the browser goes once the account is deleted: what happened, and that a confirmation was
 * e-mailed, before the person moves on to the landing page in her own time.
 */
export default function AccountDeletedPage() {
  const t = useT();
  useEffect(() => {
    document.title = t('settings.deleted.documentTitle');
  }, [t]);

  return (
    <AuthCard title={t('settings.deleted.title')} subtitle={t('settings.delete.done.text')}>
      <p>{t('settings.deleted.signedOut')}</p>
      <p>{t('settings.deleted.thanks')}</p>
      <Link to="/" className="btn btn--primary btn--large btn--block">
        {t('settings.deleted.home')}
      </Link>
    </AuthCard>
  );
}
