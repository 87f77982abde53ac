import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { CircleUpdate } from '@tend/contracts';
import { Button } from 'antd';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { FormAlert } from '../../components/FormAlert';
import { useRefusal } from '../../i18n/refusals';
import {
  useCommentOnUpdateMutation,
  useHeartUpdateMutation,
  useUnheartUpdateMutation,
} from './circle.api';
import { formatWhen } from './task-time';
import { UpdateFileView } from './UpdateFileView';
import { useCircleAction } from './use-circle-action';

/** One post of the feed, its heart and its comments; the one a notification opened is marked. */
export function UpdateCard({
  recipientId,
  update,
  timeZone,
  highlighted,
}: {
  recipientId: string;
  update: CircleUpdate;
  timeZone: string;
  highlighted: boolean;
}) {
  const { t, language } = useLanguage();
  const ref = useRef<HTMLElement>(null);
  const run = useCircleAction();
  const [heart] = useHeartUpdateMutation();
  const [unheart] = useUnheartUpdateMutation();
  const ids = { recipientId, updateId: update.id };

  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'start' });
  }, [highlighted]);

  return (
    <article
      ref={ref}
      id={`update-${update.id}`}
      className={`circle-card update-card${highlighted ? ' task-card--highlighted' : ''}`}
      data-testid="update-card"
    >
      <p className="update-card__who">
        <strong>{update.author.name}</strong>{' '}
        <span className="muted">{formatWhen(update.createdAt, timeZone, language)}</span>
      </p>
      <p className="update-card__text">{update.text}</p>
      <UpdateFileView recipientId={recipientId} update={update} />
      <Button
        type="text"
        aria-pressed={update.heartedByYou}
        icon={update.heartedByYou ? <HeartFilled aria-hidden /> : <HeartOutlined aria-hidden />}
        onClick={() => void run(() => (update.heartedByYou ? unheart(ids) : heart(ids)).unwrap())}
      >
        {t('circle.updates.hearts', { count: update.hearts })}
      </Button>
      {update.comments.length > 0 ? (
        <ul className="update-card__comments" aria-label={t('circle.updates.comments')}>
          {update.comments.map((comment) => (
            <li key={comment.id}>
              <strong>{comment.author.name}</strong> {comment.text}
            </li>
          ))}
        </ul>
      ) : null}
      <CommentForm recipientId={recipientId} updateId={update.id} />
    </article>
  );
}

function CommentForm({ recipientId, updateId }: { recipientId: string; updateId: string }) {
  const { t } = useLanguage();
  const refusal = useRefusal('circle');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const [comment, { isLoading }] = useCommentOnUpdateMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if (!words || words.length > 1000) {
      setError(t('circle.updates.error.comment'));
      return;
    }
    setError(undefined);
    try {
      await comment({ recipientId, updateId, text: words }).unwrap();
      setText('');
    } catch (failure) {
      setError(refusal(failure) ?? t('circle.error.generic'));
    }
  };

  return (
    <form className="update-card__comment" onSubmit={(e) => void submit(e)} noValidate>
      <FormAlert message={error} />
      <input
        className="native-input"
        aria-label={t('circle.updates.comment')}
        placeholder={t('circle.updates.comment')}
        value={text}
        maxLength={1000}
        onChange={(e) => setText(e.target.value)}
      />
      <Button htmlType="submit" loading={isLoading}>
        {t('circle.updates.send')}
      </Button>
    </form>
  );
}
