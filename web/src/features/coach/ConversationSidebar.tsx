import {
  CheckOutlined,
  CloseOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import { Modal } from 'antd';
import {
  TitleMaxChars,
  TitleTooLongMessage,
  type Conversation,
  type SearchHit,
} from '@tend/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchChatsQuery } from './coach.api';

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

function SearchResults({
  query,
  onSelect,
}: {
  query: string;
  onSelect: (conversationId: string) => void;
}) {
  const { data, isFetching, isError } = useSearchChatsQuery(query);
  const results = data?.results ?? [];
  return (
    <div className="conversation-search__results" aria-live="polite">
      {isFetching ? (
        <p className="muted conversation-search__note">Searching...</p>
      ) : isError ? (
        <p className="field__error conversation-search__note">Search failed. Please try again.</p>
      ) : results.length === 0 ? (
        <p className="muted conversation-search__note">No conversations match “{query}”.</p>
      ) : (
        <ul className="conversation-list" aria-label="Search results">
          {results.map((hit) => (
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
    </div>
  );
}

function ConversationRow({
  conversation,
  active,
  onSelect,
  onRename,
  onDelete,
}: {
  conversation: Conversation;
  active: boolean;
  onSelect: () => void;
  onRename: (title: string) => Promise<boolean>;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(conversation.title);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const errorId = useId();

  useEffect(() => {
    if (editing) inputRef.current?.select();
  }, [editing]);

  const cancel = () => {
    setEditing(false);
    setError(null);
    setTitle(conversation.title);
    window.setTimeout(() => editRef.current?.focus(), 0);
  };
  const save = async () => {
    if (!title.trim()) {
      setError('Title is required');
      return;
    }
    if (title.trim().length > TitleMaxChars) {
      setError(TitleTooLongMessage);
      return;
    }
    if (title.trim() === conversation.title || (await onRename(title.trim()))) {
      setEditing(false);
      setError(null);
      window.setTimeout(() => editRef.current?.focus(), 0);
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void save();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      cancel();
    }
  };

  if (editing) {
    return (
      <li className="conversation-item conversation-item--editing">
        <div className="conversation-item__edit">
          <input
            ref={inputRef}
            className="native-input"
            aria-label="Conversation title"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={title}
            maxLength={TitleMaxChars}
            onChange={(e) => {
              setTitle(e.target.value);
              setError(null);
            }}
            onKeyDown={onKeyDown}
          />
          <button
            type="button"
            className="icon-action"
            aria-label="Save title"
            onClick={() => void save()}
          >
            <CheckOutlined aria-hidden />
          </button>
          <button
            type="button"
            className="icon-action"
            aria-label="Cancel renaming"
            onClick={cancel}
          >
            <CloseOutlined aria-hidden />
          </button>
        </div>
        {error ? (
          <p className="field__error conversation-item__error" id={errorId}>
            {error}
          </p>
        ) : title.length >= TitleMaxChars ? (
          // Typing stops at the limit (a longer paste is cut there): say why.
          <p className="muted conversation-item__error" role="status">
            {TitleTooLongMessage}
          </p>
        ) : null}
      </li>
    );
  }

  return (
    <li className={`conversation-item${active ? ' conversation-item--active' : ''}`}>
      <button
        type="button"
        className="conversation-item__select"
        aria-current={active ? 'true' : undefined}
        onClick={onSelect}
      >
        <span className="conversation-item__title">{conversation.title}</span>
      </button>
      <button
        ref={editRef}
        type="button"
        className="icon-action"
        aria-label={`Rename ${conversation.title}`}
        onClick={() => {
          setTitle(conversation.title);
          setEditing(true);
        }}
      >
        <EditOutlined aria-hidden />
      </button>
      <button
        type="button"
        className="icon-action icon-action--danger"
        aria-label={`Delete ${conversation.title}`}
        onClick={onDelete}
      >
        <DeleteOutlined aria-hidden />
      </button>
    </li>
  );
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
        <PlusOutlined aria-hidden /> New Chat
      </button>
      <div className="conversation-search" role="search">
        <SearchOutlined className="conversation-search__icon" aria-hidden />
        <input
          type="search"
          className="native-input conversation-search__input"
          placeholder="Search conversations"
          aria-label="Search conversations"
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
        <nav aria-label="Conversations">
          {conversations.length === 0 ? (
            <p className="muted conversation-search__note">No conversations yet.</p>
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
      <Modal
        open={confirming !== null}
        title="Delete this conversation?"
        className="coach-modal"
        centered
        onCancel={() => setConfirming(null)}
        footer={[
          <button
            key="cancel"
            type="button"
            className="btn btn--secondary"
            onClick={() => setConfirming(null)}
          >
            Cancel
          </button>,
          <button
            key="delete"
            type="button"
            className="btn btn--danger"
            onClick={() => {
              if (confirming) onDelete(confirming.id);
              setConfirming(null);
            }}
          >
            Delete
          </button>,
        ]}
      >
        <p style={{ margin: 0 }}>
          “{confirming?.title}” and its messages will be removed. This cannot be undone.
        </p>
      </Modal>
    </div>
  );
}
