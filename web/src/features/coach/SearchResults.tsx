import type { SearchHit } from '@tend/contracts';
import { QueryState } from '../../components/QueryState';
import { useSearchChatsQuery } from './coach.api';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/coach';

/** A snippet with its matched words marked. */
function Snippet({ hit }: { hit: SearchHit }) {
  const parts: Array<{ text: string; mark: boolean }> = [];
  let at = 0;
  for (const [start, end] of [...hit.highlights].sort((a, b) => a[0] - b[0])) {
    if (start < at) continue;
    if (start > at) parts.push({ text: hit.snippet.slice(at, start), mark: false });
    parts.push({ text: hit.snippet.slice(start, end), mark: true });
    at = end;
  }
  if (at < hit.snippet.length) parts.push({ text: hit.snippet.slice(at), mark: false });
  return (
    <span className="search-hit__snippet">
      {parts.map((p, i) =>
        p.mark ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>,
      )}
    </span>
  );
}

/** What a search of the caregiver's conversations found, each hit opening its conversation. */
export function SearchResults({
  query,
  onSelect,
}: {
  query: string;
  onSelect: (conversationId: string) => void;
}) {
  const t = useT();
  const { data, isFetching, isError } = useSearchChatsQuery(query);
  return (
    <div className="conversation-search__results" aria-live="polite">
      <QueryState
        query={{ data, isError, isLoading: isFetching }}
        loading={<p className="muted conversation-search__note">{t('coach.search.searching')}</p>}
        error={<p className="field__error conversation-search__note">{t('coach.search.failed')}</p>}
        isEmpty={(found) => found.results.length === 0}
        empty={
          <p className="muted conversation-search__note">{t('coach.search.none', { query })}</p>
        }
      >
        {(found) => (
          <ul className="conversation-list" aria-label={t('coach.search.results')}>
            {found.results.map((hit) => (
              <li key={`${hit.conversationId}-${hit.messageId ?? 'title'}`}>
                <button
                  type="button"
                  className="conversation-item__select search-hit"
                  onClick={() => onSelect(hit.conversationId)}
                >
                  <span className="conversation-item__title">{hit.conversationTitle}</span>
                  <Snippet hit={hit} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
