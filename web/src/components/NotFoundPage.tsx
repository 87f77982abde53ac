import { Link } from 'react-router-dom';
import { useT } from '../i18n/LanguageProvider';
import '../i18n/parts/common';

export default function NotFoundPage() {
  const t = useT();
  return (
    <main id="main" className="page-center">
      <div className="not-found-card">
        <h1 className="page-title">{t('notFound.title')}</h1>
        <p className="muted">{t('notFound.text')}</p>
        <Link to="/" className="text-button">
          {t('notFound.home')}
        </Link>
      </div>
    </main>
  );
}
