import { Link } from 'react-router-dom';
import { useT } from '../i18n/LanguageProvider';
import './brand-link.css';

/** Tend's mark and name, a link home: atop the landing page and the sign-in and sign-up cards. */
export function BrandLink() {
  const t = useT();
  return (
    <Link to="/" className="brand-link" aria-label={t('app.brand.home')}>
      <span className="brand-link__mark" aria-hidden>
        ♥
      </span>
      Tend
    </Link>
  );
}
