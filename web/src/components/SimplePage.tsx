import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../i18n/LanguageProvider';

/** A page with a back link to a fixed place and a title. */
export function SimplePage({
  title,
  backTo = '/',
  backLabel,
  actions,
  children,
  narrow,
}: {
  title: ReactNode;
  backTo?: string;
  /** The back link's name; "Back to home" in the reader's language when not given. */
  backLabel?: string;
  actions?: ReactNode;
  children: ReactNode;
  narrow?: boolean;
}) {
  const t = useT();
  return (
    <main id="main" className={`page${narrow ? ' page--narrow' : ''}`}>
      <div className="page-header">
        <Link to={backTo} className="icon-link" aria-label={backLabel ?? t('app.backHome')}>
          <ArrowLeftOutlined aria-hidden />
        </Link>
        <h1 className="page-title">{title}</h1>
        <div className="spacer" />
        {actions}
      </div>
      {children}
    </main>
  );
}
