import './page-spinner.css';

/** A light spinner (no component library) for route and session loading. */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner__ring" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
