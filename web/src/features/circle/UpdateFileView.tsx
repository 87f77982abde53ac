import { FileOutlined } from '@ant-design/icons';
import { routeUrl, type CircleUpdate } from '@tend/contracts';

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
  if (update.file.photo)
    return (
      <img className="update-photo" src={href} alt={update.text} loading="lazy" decoding="async" />
    );
  return (
    <a className="update-file-link" href={href} target="_blank" rel="noopener noreferrer">
      <FileOutlined aria-hidden /> {update.file.name}
    </a>
  );
}
