import type { ReactNode } from 'react';
import { BrandLink } from './BrandLink';
import './form.css';

/** The narrow card layout used by login and sign-up. */
export function AuthCard({
  title,
  subtitle,
  children,
  top,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  top?: ReactNode;
}) {
  return (
    <main id="main" className="auth-layout">
      <div className="auth-layout__brand">
        <BrandLink />
      </div>
      <div className="auth-card">
        {top}
        <h1 className="page-title" tabIndex={-1}>
          {title}
        </h1>
        {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
        {children}
      </div>
    </main>
  );
}
