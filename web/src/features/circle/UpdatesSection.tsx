import type { Circle } from '@tend/contracts';
import { Button } from 'antd';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '../../components/FormAlert';
import { useT } from '../../i18n/LanguageProvider';
import { useRefusal } from '../../i18n/refusals';
import { usePublicConfig } from '../config/config.api';
import { can } from './circle-roles';
import {
  useListUpdatesQuery,
  usePostUpdateMutation,
  useUploadUpdateFileMutation,
} from './circle.api';
import { memberTimeZone } from './member-time-zone';
import { isAcceptedUpdateFile } from './update-file';
import { UpdateCard } from './UpdateCard';
import { UpdateFilePicker } from './UpdateFilePicker';

/** The feed of how the recipient is doing: posts, newest first, with comments and hearts. */
export function UpdatesSection({ circle, updateId }: { circle: Circle; updateId?: string }) {
  const t = useT();
  const { data, isLoading, isError } = useListUpdatesQuery({ recipientId: circle.recipientId });
  const timeZone = memberTimeZone(circle);

  return (
    <section aria-labelledby="circle-updates-title" className="circle-section">
      <h2 id="circle-updates-title" className="section-title">
        {t('circle.updates.title')}
      </h2>
      {can.post(circle.yourRole) ? <PostForm circle={circle} /> : null}
      {isLoading ? <p className="muted">{t('circle.loading')}</p> : null}
      {isError ? <p role="alert">{t('circle.error.generic')}</p> : null}
      {data && data.length === 0 ? <p className="muted">{t('circle.updates.none')}</p> : null}
      {updateId && data && !data.some((u) => u.id === updateId) ? (
        <p className="muted" role="status">
          {t('circle.updates.gone')}
        </p>
      ) : null}
      <div className="update-feed">
        {data?.map((update) => (
          <UpdateCard
            key={update.id}
            recipientId={circle.recipientId}
            update={update}
            timeZone={timeZone}
            highlighted={update.id === updateId}
          />
        ))}
      </div>
    </section>
  );
}

function PostForm({ circle }: { circle: Circle }) {
  const t = useT();
  const refusal = useRefusal('circle');
  const maxMb = usePublicConfig().config.maxUploadMb;
  const [text, setText] = useState('');
  const [file, setFile] = useState<File>();
  const [error, setError] = useState<string>();
  const [post, { isLoading: posting }] = usePostUpdateMutation();
  const [upload, { isLoading: uploading }] = useUploadUpdateFileMutation();
  const { recipientId } = circle;

  const choose = (chosen: File) => {
    if (!isAcceptedUpdateFile(chosen)) return setError(t('refusal.circle.fileType'));
    if (chosen.size > maxMb * 1024 * 1024)
      return setError(t('circle.updates.file.tooLarge', { mb: maxMb }));
    setError(undefined);
    setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if (!words || words.length > 2000) {
      setError(t('circle.updates.error.length'));
      return;
    }
    setError(undefined);
    try {
      const fileId = file ? (await upload({ recipientId, file }).unwrap()).fileId : undefined;
      await post({ recipientId, text: words, fileId }).unwrap();
      setText('');
      setFile(undefined);
    } catch (failure) {
      setError(refusal(failure) ?? t('circle.error.generic'));
    }
  };

  return (
    <form className="circle-form circle-card" onSubmit={(e) => void submit(e)} noValidate>
      <FormAlert message={error} />
      <label className="field__label" htmlFor="circle-update-text">
        {t('circle.updates.label', { name: circle.recipientName })}
      </label>
      <textarea
        className="native-input"
        rows={3}
        id="circle-update-text"
        value={text}
        maxLength={2000}
        placeholder={t('circle.updates.placeholder', { name: circle.recipientName })}
        onChange={(e) => setText(e.target.value)}
      />
      <UpdateFilePicker file={file} onChoose={choose} onRemove={() => setFile(undefined)} />
      <Button type="primary" htmlType="submit" loading={posting || uploading}>
        {t('circle.updates.post')}
      </Button>
    </form>
  );
}
