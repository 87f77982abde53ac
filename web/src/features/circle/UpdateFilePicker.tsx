import { CameraOutlined, CloseOutlined, FileOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { isPreviewablePhoto, UpdateFileAccept } from './update-file';

/**
 * "Add a photo" for the post form: a phone offers its camera or its photos; the chosen photo is
 * previewed (a PDF or HEIC shown by its name) with a way to remove it before posting.
 */
export function UpdateFilePicker({
  file,
  onChoose,
  onRemove,
}: {
  file: File | undefined;
  onChoose: (file: File) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const preview = usePreviewUrl(file);

  if (!file)
    return (
      <>
        <input
          ref={input}
          type="file"
          accept={UpdateFileAccept}
          className="update-file-input"
          data-testid="update-file-input"
          // The button below is the one control a reader or a keyboard meets.
          aria-hidden
          tabIndex={-1}
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            event.target.value = '';
            if (chosen) onChoose(chosen);
          }}
        />
        <Button icon={<CameraOutlined aria-hidden />} onClick={() => input.current?.click()}>
          {t('circle.updates.file.add')}
        </Button>
      </>
    );

  return (
    <div className="update-file-chosen">
      {preview ? (
        <img className="update-photo" src={preview} alt={t('circle.updates.file.preview')} />
      ) : (
        <p className="update-file-name">
          <FileOutlined aria-hidden /> {file.name}
        </p>
      )}
      <Button icon={<CloseOutlined aria-hidden />} onClick={onRemove}>
        {t('circle.updates.file.remove', { name: file.name })}
      </Button>
    </div>
  );
}

/** A local address for the chosen photo while it is shown, let go once it is not. */
function usePreviewUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || !isPreviewablePhoto(file)) return setUrl(undefined);
    const local = URL.createObjectURL(file);
    setUrl(local);
    return () => URL.revokeObjectURL(local);
  }, [file]);
  return url;
}
