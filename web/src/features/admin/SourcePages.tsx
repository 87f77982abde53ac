import { APPROVAL_STATUSES, type ApprovalStatus, type ContentSource } from '@tend/contracts';
import { Flex } from 'antd';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { QueryState } from '../../components/QueryState';
import { SOURCES_CACHE_S, useGetSourcesPageQuery, type SourcesPageArgs } from './discovery.api';
import { AdminList } from './AdminCard';
import { LoadMore } from './LoadMore';
import { ApprovalStatusLabels } from './source-display';
import { StatusFilter } from './StatusFilter';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/admin';

type Render = (source: ContentSource) => ReactNode;

/** Typing asks the server once the person pauses, not on every letter. */
const SEARCH_PAUSE_MS = 300;

function usePaused(value: string): string {
  const [paused, setPaused] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return paused;
}

/** One page of sources; the last one shown offers the next, when there is one. */
function SourcePage({
  args,
  isFirst,
  isLast,
  onMore,
  render,
}: {
  args: SourcesPageArgs;
  isFirst: boolean;
  isLast: boolean;
  onMore: (cursor: string) => void;
  render: Render;
}) {
  const { data, isLoading, isError, isFetching } = useGetSourcesPageQuery(args, {
    refetchOnMountOrArgChange: SOURCES_CACHE_S,
  });
  const filtered = Boolean(args.q.trim() || args.status);
  const t = useT();
  return (
    <QueryState
      query={{ data, isLoading, isError }}
      loading={t('admin.sources.loading')}
      error={t('admin.sources.failed')}
      isEmpty={(page) => isFirst && page.items.length === 0}
      empty={
        <p className="admin-empty">
          {t(filtered ? 'admin.sources.noMatch' : 'admin.sources.none')}
        </p>
      }
    >
      {(page) => (
        <Flex vertical gap="middle">
          <AdminList>{page.items.map(render)}</AdminList>
          {isLast ? <LoadMore next={page.nextCursor} onMore={onMore} busy={isFetching} /> : null}
        </Flex>
      )}
    </QueryState>
  );
}

/**
 * The sources a super administrator looks through: a search by name or address, a status
 * filter, and pages the server cuts ("Load more"), so hundreds of sources stay usable on a phone.
 */
export function SourcePages({ render }: { render: Render }) {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<ApprovalStatus | ''>('');
  const query = usePaused(q);
  const [cursors, setCursors] = useState<string[]>([]);
  const searchId = useId();
  const pages: (string | null)[] = [null, ...cursors];
  const t = useT();
  return (
    <>
      <form className="source-filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <div className="field source-filters__search">
          <label className="field__label" htmlFor={searchId}>
            {t('admin.sources.search')}
          </label>
          <input
            id={searchId}
            type="search"
            className="native-input"
            placeholder={t('admin.sources.searchHint')}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setCursors([]);
            }}
          />
        </div>
        <StatusFilter
          label={t('admin.status')}
          statuses={APPROVAL_STATUSES}
          labels={ApprovalStatusLabels}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setCursors([]);
          }}
        />
      </form>
      {pages.map((cursor, index) => (
        <SourcePage
          key={cursor ?? 'first'}
          args={{ q: query, status, cursor }}
          isFirst={index === 0}
          isLast={index === pages.length - 1}
          onMore={(next) => setCursors([...cursors, next])}
          render={render}
        />
      ))}
    </>
  );
}
