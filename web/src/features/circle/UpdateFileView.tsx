import { FileOutlined } from '@ant-design/icons';
import { routeUrl, type CircleUpdate, type UpdateFile } from '@tend/contracts';
import { useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { saveUpdateFile, usePhotoUrl } from './use-update-file';

/**
 * An update's photo, drawn at the width of a phone with the post's words as its description, or
 * its file as a link with its name. Both come from the circle's own address: members only.
 */
export function UpdateFileView({
  recipientId,
  update,
}: {
  recipientId: string;
  update: CircleUpdate;
}) {
  if (!update.file) return null;
  const href = routeUrl('downloadUpdateFile', { id: recipientId, updateId: update.id });
  return update.file.photo ? (
    <UpdatePhoto href={href} alt={update.text} />
  ) : (
    <UpdateFileLink href={href} file={update.file} />
  );
}

function UpdatePhoto({ href, alt }: { href: string; alt: string }) {
  const t = useT();
  const photo = usePhotoUrl(href);
  if (!photo) return <div className="update-photo update-photo--loading" aria-hidden />;
  if ('failed' in photo) return <p className="muted">{t('circle.updates.file.unavailable')}</p>;
  return <img className="update-photo" src={photo.url} alt={alt} decoding="async" />;
}

function UpdateFileLink({ href, file }: { href: string; file: UpdateFile }) {
  const t = useT();
  const [failed, setFailed] = useState(false);
  return (
    <>
      <a
        className="update-file-link"
        href={href}
        onClick={(event) => {
          event.preventDefault();
          setFailed(false);
          saveUpdateFile(href, file.name).catch(() => setFailed(true));
        }}
      >
        <FileOutlined aria-hidden /> {file.name}
      </a>
      {failed ? (
        <p className="muted" role="alert">
          {t('circle.updates.file.unavailable')}
        </p>
      ) : null}
    </>
  );
}
