import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** A page with a back link to a fixed place and a title. */
export function SimplePage({
  title,
  backTo = '/',
  backLabel = 'Back to home',
  actions,
  children,
  narrow,
}: {
  title: ReactNode;
  backTo?: string;
  backLabel?: string;
  actions?: ReactNode;
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <main id="main" className={`page${narrow ? ' page--narrow' : ''}`}>
      <div className="page-header">
        <Link to={backTo} className="icon-link" aria-label={backLabel}>
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
