import {
  CopyOutlined,
  DislikeFilled,
  DislikeOutlined,
  LikeFilled,
  LikeOutlined,
  PaperClipOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { ChatMessage, FeedbackReason } from '@tend/contracts';
import { useId, useState } from 'react';
import { CareCoachAvatar } from '../avatars/CareCoachAvatar';
import { useToast } from '../toasts/use-toast';
import {
  collapsedPreview,
  collapsesMessage,
  isSameSitePath,
  parseAttachment,
  withoutAppendedSources,
  withoutOfflineNotice,
} from './chat-rules';
import { AnswerMarkdown } from './AnswerMarkdown';
import { LazyFeedbackReasonDialog } from './coach-parts';
import { useSendFeedbackMutation } from './coach.api';
import { markdownToPlainText } from './markdown-text';

export type DisplayMessage = Pick<ChatMessage, 'id' | 'role' | 'content' | 'attachments'> &
  Partial<Omit<ChatMessage, 'id' | 'role' | 'content' | 'attachments'>> & { pending?: boolean };

function Attachments({ attachments }: { attachments: string[] }) {
  if (attachments.length === 0) return null;
  return (
    <ul className="message__files" aria-label="Attachments">
      {attachments.map((value) => {
        const { url, filename } = parseAttachment(value);
        return (
          <li key={value} className="file-chip">
            <PaperClipOutlined aria-hidden />
            {isSameSitePath(url) ? (
              <a href={url} target="_blank" rel="noopener" className="file-chip__name">
                {filename}
              </a>
            ) : (
              <span className="file-chip__name">{filename}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Sources({ sources }: { sources: ChatMessage['sources'] }) {
  const id = useId();
  if (sources.length === 0) return null;
  return (
    <div className="message__sources">
      {/* A heading of the answer, one level under the chat's (h2): axe's heading order. */}
      <h3 id={id} className="message__sources-title">
        Sources
      </h3>
      {/* Numbered as the answer's [n] markers are. */}
      <ol aria-labelledby={id}>
        {sources.map((source) => {
          const href = /^https?:\/\//.test(source.url) ? source.url : undefined;
          return (
            <li key={`${source.url}-${source.title}`}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                  {source.title || source.url}
                </a>
              ) : (
                source.title
              )}
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** Says, without a line of the answer, that Tend's own guidance answered (the model was not used). */
function OfflineBadge() {
  const explanation =
    'The AI coach is offline, so this answer comes from Tend’s built-in caregiving guidance.';
  return (
    <p className="message__offline" title={explanation}>
      <span aria-hidden>Offline</span>
      <span className="sr-only">{explanation}</span>
    </p>
  );
}

/** One message: the caregiver's, or the coach's with its sources, copy and rating. */
export function MessageBubble({
  message,
  avatarId,
  coachName,
  conversationId,
}: {
  message: DisplayMessage;
  avatarId: string | null | undefined;
  coachName: string;
  conversationId: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const [askReason, setAskReason] = useState(false);
  const [sendFeedback, { isLoading: rating }] = useSendFeedbackMutation();
  const toast = useToast();
  const contentId = useId();
  const isUser = message.role === 'user';
  const sources = isUser ? [] : (message.sources ?? []);
  const answer = message.offline ? withoutOfflineNotice(message.content) : message.content;
  const text = sources.length > 0 ? withoutAppendedSources(answer) : answer;
  const collapsible = collapsesMessage(text, message.emergency);
  const shown = collapsible && !expanded ? collapsedPreview(text) : text;
  const rated = message.userFeedback ?? message.feedback ?? null;
  const saved = !message.pending && !message.id.startsWith('temp-');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(markdownToPlainText(message.content));
      toast({
        title: 'Copied',
        description: 'The message is on your clipboard.',
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Copy Failed',
        description: 'Failed to copy message. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const rate = async (feedback: 'positive' | 'negative', reason?: FeedbackReason) => {
    try {
      await sendFeedback({
        conversationId,
        messageId: message.id,
        feedback,
        ...(reason ? { reason } : {}),
      }).unwrap();
      toast({
        title: 'Feedback Sent',
        description: 'Thank you for helping us improve.',
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Feedback Failed',
        description: 'Failed to send feedback. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return (
    <li
      className={`message message--${message.role}${message.emergency ? ' message--emergency' : ''}`}
      data-message-id={message.id}
    >
      {isUser ? null : (
        <span className="message__avatar">
          <CareCoachAvatar id={avatarId} size={36} decorative />
        </span>
      )}
      <div className="message__body">
        <span className="sr-only">{isUser ? 'You said:' : `${coachName} said:`}</span>
        {message.emergency ? (
          <p className="message__emergency">
            <WarningOutlined aria-hidden /> Safety first
          </p>
        ) : null}
        <div className="message__bubble" id={contentId}>
          {!isUser && message.offline ? <OfflineBadge /> : null}
          {isUser ? <p className="message__plain">{shown}</p> : <AnswerMarkdown text={shown} />}
          <Attachments attachments={message.attachments} />
          <Sources sources={sources} />
        </div>
        {collapsible ? (
          <button
            type="button"
            className="btn btn--link message__toggle"
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? 'Show less' : 'Show more'}
          </button>
        ) : null}
        {!isUser && saved ? (
          <div className="message__actions">
            <button
              type="button"
              className="message__action"
              aria-label="Copy message"
              onClick={() => void copy()}
            >
              <CopyOutlined aria-hidden />
            </button>
            <button
              type="button"
              className="message__action"
              aria-label="Helpful"
              aria-pressed={rated === 'positive'}
              disabled={rating}
              onClick={() => void rate('positive')}
            >
              {rated === 'positive' ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
            </button>
            <button
              type="button"
              className="message__action"
              aria-label="Not helpful"
              aria-pressed={rated === 'negative'}
              disabled={rating}
              onClick={() => setAskReason(true)}
            >
              {rated === 'negative' ? (
                <DislikeFilled aria-hidden />
              ) : (
                <DislikeOutlined aria-hidden />
              )}
            </button>
          </div>
        ) : null}
      </div>
      <LazyFeedbackReasonDialog
        open={askReason}
        onCancel={() => setAskReason(false)}
        onSubmit={(reason) => {
          setAskReason(false);
          void rate('negative', reason);
        }}
      />
    </li>
  );
}
