import type { CareCoachAvatarIdValue } from '@tend/contracts';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { CareCoachAvatar } from '../avatars/CareCoachAvatar';
import { AiNotice } from './AiNotice';
import { AnswerMarkdown } from './AnswerMarkdown';
import { MessageBubble, type DisplayMessage } from './MessageBubble';
import { useAiNotices } from './use-ai-notices';
import { useT } from '../../i18n/LanguageProvider';
import '../../i18n/parts/coach';

/** The answer as it is being written, before it is saved. */
function StreamedAnswer({ avatarId, text }: { avatarId: CareCoachAvatarIdValue; text: string }) {
  return (
    <li className="message message--assistant" data-answer-being-written>
      <span className="message__avatar">
        <CareCoachAvatar id={avatarId} size={36} decorative />
      </span>
      <div className="message__body">
        <div className="message__bubble" aria-busy="true">
          <AnswerMarkdown text={text} />
        </div>
      </div>
    </li>
  );
}

/** While an answer is on its way and none of it is written yet: what the coach is doing. */
function TypingStatus({ typing, text }: { typing: boolean; text: string }) {
  return (
    <div className="coach__status" role="status" aria-live="polite">
      {typing ? (
        <span className="typing">
          <span className="typing__dots" aria-hidden>
            <span />
            <span />
            <span />
          </span>
          {text}
        </span>
      ) : null}
    </div>
  );
}

/** The AI notice repeated between messages (ai-notice-rule.ts), an item of the list. */
function RepeatedNotice({ coachName }: { coachName: string }) {
  return (
    <li className="coach-ai-notice-item">
      <AiNotice coachName={coachName} repeat />
    </li>
  );
}

/**
 * A conversation's messages, the answer being written and the status while it comes, opened by
 * the AI notice, which comes back after 3 hours. New messages scroll into view from the bottom,
 * but an answer is read from its start (readFrom, or the one being written once it is taller than
 * the screen): the direct answer or the emergency action is what is on screen, not its sources.
 */
export function MessageList({
  messages,
  conversationId,
  avatarId,
  coachName,
  sending,
  streamed,
  status,
  readFrom,
  before,
}: {
  messages: DisplayMessage[];
  conversationId: string | null;
  avatarId: CareCoachAvatarIdValue;
  coachName: string;
  sending: boolean;
  streamed: string | null;
  status: string;
  readFrom: string | null;
  /** Shown above the messages (the welcome of an empty conversation). */
  before?: ReactNode;
}) {
  const t = useT();
  const scrollRef = useRef<HTMLDivElement>(null);
  const notices = useAiNotices(messages);
  useEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const start = el.querySelector(
      readFrom ? `[data-message-id="${readFrom}"]` : '[data-answer-being-written]',
    );
    // Scrolling to an answer's start stops at the bottom by itself when the answer is short.
    if (start)
      el.scrollTop += start.getBoundingClientRect().top - el.getBoundingClientRect().top - 8;
    else el.scrollTop = el.scrollHeight;
  }, [messages.length, streamed, sending, readFrom, notices.repeatAtEnd]);

  return (
    <div className="coach__messages" ref={scrollRef}>
      <AiNotice coachName={coachName} />
      {before}
      <ol className="message-list" aria-label={t('coach.messages')}>
        {messages.map((m, index) => (
          <Fragment key={m.id}>
            {notices.repeatBefore.includes(index) ? <RepeatedNotice coachName={coachName} /> : null}
            <MessageBubble
              message={m}
              avatarId={avatarId}
              coachName={coachName}
              conversationId={m.conversationId ?? conversationId ?? ''}
            />
          </Fragment>
        ))}
        {notices.repeatAtEnd ? <RepeatedNotice coachName={coachName} /> : null}
        {sending && streamed ? <StreamedAnswer avatarId={avatarId} text={streamed} /> : null}
      </ol>
      <TypingStatus typing={sending && !streamed} text={status} />
    </div>
  );
}
