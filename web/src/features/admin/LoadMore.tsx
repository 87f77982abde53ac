/** The next page the server cut, when there is one: sources and jobs both page this way. */
export function LoadMore({
  next,
  onMore,
  busy,
}: {
  next: string | null | undefined;
  onMore: (cursor: string) => void;
  busy: boolean;
}) {
  if (!next) return null;
  return (
    <button
      type="button"
      className="btn btn--secondary source-pages__more"
      onClick={() => onMore(next)}
      disabled={busy}
    >
      Load more
    </button>
  );
}
