import { Button } from 'antd';

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
    <Button block onClick={() => onMore(next)} disabled={busy}>
      Load more
    </Button>
  );
}
