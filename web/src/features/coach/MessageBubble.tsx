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
import { useId, useRef, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query';
import { useOverflows } from '../../lib/use-overflows';
import '../../i18n/parts/coach';
import { CareCoachAvatar } from '../avatars/CareCoachAvatar';
import { useToast } from '../toasts/use-toast';
import {
  isSameSitePath,
  parseAttachment,
  visibleText,
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
  const t = useT();
  if (attachments.length === 0) return null;
  return (
    <ul className="message__files" aria-label={t('coach.message.attachments')}>
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
  const t = useT();
  if (sources.length === 0) return null;
  return (
    <div className="message__sources">
      {/* A heading of the answer, one level under the chat's (h2): axe's heading order. */}
      <h3 id={id} className="message__sources-title">
        {t('coach.message.sources')}
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
  const t = useT();
  const explanation = t('coach.message.offlineExplanation');
  return (
    <p className="message__offline" title={explanation}>
      <span aria-hidden>{t('coach.message.offline')}</span>
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
  const t = useT();
  const contentId = useId();
  const isUser = message.role === 'user';
  const sources = isUser ? [] : (message.sources ?? []);
  const answer = message.offline ? withoutOfflineNotice(message.content) : message.content;
  const text = sources.length > 0 ? withoutAppendedSources(answer) : answer;
  const folded = visibleText(text, message.emergency, expanded);
  // A desktop has the room: a long answer shows whole up to about a screen's height, and Show
  // more opens the rest only where it is cut off there (message-list.css).
  const upToAScreen = useMediaQuery(DESKTOP_QUERY) && folded.toggle !== null;
  const bubble = useRef<HTMLDivElement>(null);
  const cutOff = useOverflows(bubble, upToAScreen && !expanded);
  const shown = upToAScreen ? visibleText(text, message.emergency, true).shown : folded.shown;
  const toggle = upToAScreen ? (cutOff || expanded ? 'collapse' : null) : folded.toggle;
  const bubbleClass = [
    'message__bubble',
    upToAScreen && !expanded ? 'message__bubble--screen' : '',
    upToAScreen && !expanded && cutOff ? 'message__bubble--cut' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const toggleLabel = expanded
    ? 'coach.message.showLess'
    : toggle === 'fold'
      ? 'coach.message.moreOnThis'
      : 'coach.message.showMore';
  const rated = message.userFeedback ?? message.feedback ?? null;
  const saved = !message.pending && !message.id.startsWith('temp-');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(markdownToPlainText(message.content));
      toast({
        title: t('coach.message.copiedTitle'),
        description: t('coach.message.copiedText'),
        variant: 'success',
      });
    } catch {
      toast({
        title: t('coach.message.copyFailedTitle'),
        description: t('coach.message.copyFailedText'),
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
        title: t('coach.message.feedbackSentTitle'),
        description: t('coach.message.feedbackSentText'),
        variant: 'success',
      });
    } catch {
      toast({
        title: t('coach.message.feedbackFailedTitle'),
        description: t('coach.message.feedbackFailedText'),
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
        <span className="sr-only">
          {isUser ? t('coach.message.youSaid') : t('coach.message.coachSaid', { name: coachName })}
        </span>
        {message.emergency ? (
          <p className="message__emergency">
            <WarningOutlined aria-hidden /> {t('coach.message.safetyFirst')}
          </p>
        ) : null}
        <div ref={bubble} className={bubbleClass} id={contentId}>
          {!isUser && message.offline ? <OfflineBadge /> : null}
          {isUser ? <p className="message__plain">{shown}</p> : <AnswerMarkdown text={shown} />}
          <Attachments attachments={message.attachments} />
          <Sources sources={sources} />
        </div>
        {toggle ? (
          <button
            type="button"
            className="btn btn--link message__toggle"
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => setExpanded(!expanded)}
          >
            {t(toggleLabel)}
          </button>
        ) : null}
        {!isUser && saved ? (
          <div className="message__actions">
            <button
              type="button"
              className="message__action"
              aria-label={t('coach.message.copy')}
              onClick={() => void copy()}
            >
              <CopyOutlined aria-hidden />
            </button>
            <button
              type="button"
              className="message__action"
              aria-label={t('coach.message.helpful')}
              aria-pressed={rated === 'positive'}
              disabled={rating}
              onClick={() => void rate('positive')}
            >
              {rated === 'positive' ? <LikeFilled aria-hidden /> : <LikeOutlined aria-hidden />}
            </button>
            <button
              type="button"
              className="message__action"
              aria-label={t('coach.message.notHelpful')}
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
