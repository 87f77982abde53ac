import {
  AudioOutlined,
  CloseOutlined,
  LoadingOutlined,
  PaperClipOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useCallback, useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { canSend, INPUT_MAX_HEIGHT_PX, parseAttachment } from './chat-rules';
import { ACCEPTED_FILES, useUpload } from './use-upload';
import { useVoiceInput } from './use-voice-input';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/coach';

export interface ChatInputProps {
  text: string;
  onTextChange: (text: string) => void;
  attachments: string[];
  onAttachmentsChange: (attachments: string[]) => void;
  sending: boolean;
  onSend: () => void;
  /** Changed to put the caret in the message box (opening the coach, a new chat). */
  focusTurn: number;
}

/** The message box's id, the target of the coach's skip link. */
export const MESSAGE_BOX_ID = 'coach-message';

/**
 * Whether the caret may be put in the box unasked: with a mouse or a keyboard, yes; on a touch
 * screen no, where it would raise the on-screen keyboard over the welcome and quick questions.
 */
function mayFocusUnasked(): boolean {
  return window.matchMedia?.('(pointer: fine)').matches ?? false;
}

/** `field-sizing: content` (Chromium 123 on): the box's height follows its text without a script. */
function sizedByCss(): boolean {
  return globalThis.CSS?.supports?.('field-sizing', 'content') ?? false;
}

/** Attach, voice and send, around a message box that grows up to 120 px. */
export function ChatInput({
  text,
  onTextChange,
  attachments,
  onAttachmentsChange,
  sending,
  onSend,
  focusTurn,
}: ChatInputProps) {
  const t = useT();
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const latest = useRef({ text, attachments });
  latest.current = { text, attachments };

  const attach = useCallback(
    (attachment: string) => onAttachmentsChange([...latest.current.attachments, attachment]),
    [onAttachmentsChange],
  );
  const { upload, start } = useUpload(attach);
  const { listening, toggle } = useVoiceInput((words) => {
    const current = latest.current.text;
    onTextChange(current && !/\s$/.test(current) ? `${current} ${words}` : current + words);
  });

  // Grow with the text, up to the cap; past it the box scrolls. A browser that sizes the box to
  // its content by CSS (composer.css) does it from the first paint, before any script.
  useLayoutEffect(() => {
    const el = textareaRef.current;
    if (!el || sizedByCss()) return;
    el.style.height = 'auto';
    // The box's height counts its border; scrollHeight does not (left out, it cut the last line).
    const needed = el.scrollHeight + el.offsetHeight - el.clientHeight;
    el.style.height = `${Math.min(needed, INPUT_MAX_HEIGHT_PX)}px`;
    el.style.overflowY = needed > INPUT_MAX_HEIGHT_PX ? 'auto' : 'hidden';
  }, [text]);

  useEffect(() => {
    if (mayFocusUnasked()) textareaRef.current?.focus();
  }, [focusTurn]);

  const enabled = canSend(text, attachments.length, sending) && !upload;
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    if (enabled) onSend();
  };

  return (
    <div className="chat-input">
      {attachments.length > 0 || upload ? (
        <ul className="chat-input__files" aria-label={t('coach.input.attached')}>
          {attachments.map((a, index) => (
            <li key={a} className="file-chip">
              <PaperClipOutlined aria-hidden />
              <span className="file-chip__name">{parseAttachment(a).filename}</span>
              <button
                type="button"
                className="file-chip__remove"
                aria-label={t('coach.input.remove', { file: parseAttachment(a).filename })}
                onClick={() => onAttachmentsChange(attachments.filter((_, i) => i !== index))}
              >
                <CloseOutlined aria-hidden />
              </button>
            </li>
          ))}
          {upload ? (
            <li className="file-chip file-chip--uploading">
              <LoadingOutlined aria-hidden />
              <span className="file-chip__name">{upload.filename}</span>
              <span
                className="upload-progress"
                role="progressbar"
                aria-label={t('coach.input.uploading', { file: upload.filename })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={upload.percent}
              >
                <span style={{ width: `${upload.percent}%` }} />
              </span>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="chat-input__row">
        <button
          type="button"
          className="chat-input__tool"
          aria-label={t('coach.input.attach')}
          onClick={() => fileRef.current?.click()}
          disabled={!!upload}
        >
          <PaperClipOutlined aria-hidden />
        </button>
        <input
          ref={fileRef}
          type="file"
          accept={ACCEPTED_FILES}
          hidden
          data-testid="chat-file-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void start(file);
          }}
        />
        <textarea
          ref={textareaRef}
          id={MESSAGE_BOX_ID}
          className="chat-input__text"
          rows={1}
          value={text}
          placeholder={t(listening ? 'coach.input.listening' : 'coach.input.placeholder')}
          aria-label={t('coach.input.label')}
          onChange={(e) => onTextChange(e.target.value)}
          onKeyDown={onKeyDown}
          style={{ maxHeight: INPUT_MAX_HEIGHT_PX }}
        />
        <button
          type="button"
          className={`chat-input__tool chat-input__voice${listening ? ' chat-input__tool--active' : ''}`}
          aria-label={t(listening ? 'coach.input.stopVoice' : 'coach.input.voice')}
          aria-pressed={listening}
          onClick={toggle}
        >
          <AudioOutlined aria-hidden />
        </button>
        <button
          type="button"
          className="chat-input__send"
          aria-label={t('coach.input.send')}
          disabled={!enabled}
          onClick={onSend}
        >
          {sending ? <LoadingOutlined aria-hidden /> : <SendOutlined aria-hidden />}
        </button>
      </div>
    </div>
  );
}
