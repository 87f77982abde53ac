import './page-spinner.css';
import { useT } from '../i18n/LanguageProvider';

/** A light spinner (no component library) for route and session loading. */
export function PageSpinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner__ring" aria-hidden="true" />
      <span className="sr-only">{label ?? t('app.loading')}</span>
    </div>
  );
}

/**
 * The spinner as a whole screen while it loads: in the page's main landmark, as every screen's
 * content is, so nothing on the page sits outside a landmark even for a moment.
 */
export function ScreenSpinner({ label }: { label?: string }) {
  return (
    <main id="main">
      <PageSpinner label={label} />
    </main>
  );
}
