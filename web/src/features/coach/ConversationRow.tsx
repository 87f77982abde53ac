import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { TitleMaxChars, TitleTooLongMessage, type Conversation } from '@tend/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/coach';

/** A conversation in the list: open it, rename it in place (Enter saves, Escape cancels), delete. */
export function ConversationRow({
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
  const t = useT();
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
      setError(t('coach.row.titleRequired'));
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
            aria-label={t('coach.row.titleLabel')}
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
            aria-label={t('coach.row.save')}
            onClick={() => void save()}
          >
            <CheckOutlined aria-hidden />
          </button>
          <button
            type="button"
            className="icon-action"
            aria-label={t('coach.row.cancel')}
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
        aria-label={t('coach.row.rename', { title: conversation.title })}
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
        aria-label={t('coach.row.delete', { title: conversation.title })}
        onClick={onDelete}
      >
        <DeleteOutlined aria-hidden />
      </button>
    </li>
  );
}
