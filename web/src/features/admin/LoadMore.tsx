import { Button } from 'antd';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/admin';

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
  const t = useT();
  if (!next) return null;
  return (
    <Button block onClick={() => onMore(next)} disabled={busy}>
      {t('admin.loadMore')}
    </Button>
  );
}
