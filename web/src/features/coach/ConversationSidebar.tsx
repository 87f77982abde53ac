import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { Conversation } from '@tend/contracts';
import { useEffect, useState } from 'react';
import { LazyDeleteConversationDialog } from './coach-parts';
import { ConversationRow } from './ConversationRow';
import { SearchResults } from './SearchResults';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/coach';

const SEARCH_MIN_CHARS = 2;
const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** The conversation list: search, new chat, select, rename (Enter saves, Escape cancels), delete. */
export function ConversationSidebar({
  conversations,
  activeId,
  creating,
  onSelect,
  onCreate,
  onRename,
  onDelete,
}: {
  conversations: Conversation[];
  activeId: string | null;
  creating: boolean;
  onSelect: (id: string) => void;
  onCreate: () => void;
  onRename: (id: string, title: string) => Promise<boolean>;
  onDelete: (id: string) => void;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [confirming, setConfirming] = useState<Conversation | null>(null);
  const query = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const searching = query.length >= SEARCH_MIN_CHARS && search.trim().length >= SEARCH_MIN_CHARS;

  return (
    <div className="conversation-sidebar">
      <button
        type="button"
        className="btn btn--primary btn--block"
        onClick={onCreate}
        disabled={creating}
      >
        <PlusOutlined aria-hidden /> {t('coach.newChat')}
      </button>
      <div className="conversation-search" role="search">
        <SearchOutlined className="conversation-search__icon" aria-hidden />
        <input
          type="search"
          className="native-input conversation-search__input"
          placeholder={t('coach.search.placeholder')}
          aria-label={t('coach.search.placeholder')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {searching ? (
        <SearchResults
          query={query}
          onSelect={(id) => {
            setSearch('');
            onSelect(id);
          }}
        />
      ) : (
        <nav aria-label={t('coach.conversations')}>
          {conversations.length === 0 ? (
            <p className="muted conversation-search__note">{t('coach.noConversations')}</p>
          ) : (
            <ul className="conversation-list">
              {conversations.map((c) => (
                <ConversationRow
                  key={c.id}
                  conversation={c}
                  active={c.id === activeId}
                  onSelect={() => onSelect(c.id)}
                  onRename={(title) => onRename(c.id, title)}
                  onDelete={() => setConfirming(c)}
                />
              ))}
            </ul>
          )}
        </nav>
      )}
      <LazyDeleteConversationDialog
        conversation={confirming}
        onCancel={() => setConfirming(null)}
        onDelete={(conversation) => {
          onDelete(conversation.id);
          setConfirming(null);
        }}
      />
    </div>
  );
}
