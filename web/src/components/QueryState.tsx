import type { ReactNode } from 'react';
import { useT } from '../i18n/LanguageProvider';

/** What QueryState reads of a query: RTK Query's result has these, and so can any other. */
export interface QueryStatus<T> {
  data?: T;
  isLoading: boolean;
  isError: boolean;
}

/** A failure in a card, with the one way on (try again, start over). */
export function ErrorCard({ message, action }: { message: ReactNode; action: ReactNode }) {
  return (
    <div className="placeholder-card" role="alert">
      <p style={{ marginTop: 0 }}>{message}</p>
      {action}
    </div>
  );
}

/** A sentence is said as a status line; anything else is shown as it is. */
const asLoading = (loading: ReactNode) =>
  typeof loading === 'string' ? (
    <p className="muted" role="status">
      {loading}
    </p>
  ) : (
    loading
  );

function TryAgain({ onRetry }: { onRetry: () => unknown }) {
  const t = useT();
  return (
    <button type="button" className="btn btn--secondary" onClick={() => void onRetry()}>
      {t('app.tryAgain')}
    </button>
  );
}

function asError(error: ReactNode, onRetry: (() => unknown) | undefined) {
  if (typeof error !== 'string') return error;
  if (onRetry) return <ErrorCard message={error} action={<TryAgain onRetry={onRetry} />} />;
  return (
    <p className="field__error" role="alert">
      {error}
    </p>
  );
}

/**
 * One place for a query's four faces: loading, failed (with a way to try again), nothing to show,
 * and the data. A string for `loading` or `error` gets the app's usual line (or, with `onRetry`,
 * the error card with "Try again"); a screen whose state looks different passes its own element.
 * No data (a skipped query, an answer of null) shows the error too: there is nothing else to show.
 */
export function QueryState<T>({
  query,
  loading,
  error,
  onRetry,
  isEmpty,
  empty = null,
  children,
}: {
  query: QueryStatus<T>;
  loading: ReactNode;
  error: ReactNode;
  onRetry?: () => unknown;
  isEmpty?: (data: NonNullable<T>) => boolean;
  empty?: ReactNode;
  children: (data: NonNullable<T>) => ReactNode;
}) {
  if (query.isLoading) return asLoading(loading);
  const { data } = query;
  if (query.isError || data === undefined || data === null) return asError(error, onRetry);
  if (isEmpty?.(data)) return empty;
  return children(data);
}
