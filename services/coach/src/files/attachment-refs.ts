import { FilesPath, splitAttachment } from '@tend/contracts';
import type { AttachmentRef, StoredAttachment } from '../database/schema';

export type { AttachmentRef, StoredAttachment } from '../database/schema';

const idPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A clean display name: no path, no control characters, at most 255 characters. */
export function cleanFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f|]/g, '').trim();
  return clean.slice(0, 255) || 'file';
}

/**
 * Reads '<path>|<filename>' (the path may come as a whole URL: its path part is kept). Undefined
 * when the path is not one of Tend's file addresses.
 */
export function parseAttachment(value: string): AttachmentRef | undefined {
  const parts = splitAttachment(value);
  const rawPath = parts.path.trim();
  let path = rawPath;
  if (/^https?:\/\//i.test(rawPath)) {
    try {
      path = new URL(rawPath).pathname;
    } catch {
      return undefined;
    }
  }
  const prefix = `${FilesPath}/`;
  if (!path.startsWith(prefix)) return undefined;
  const fileId = path.slice(prefix.length).toLowerCase();
  if (!idPattern.test(fileId)) return undefined;
  return { fileId, filename: cleanFilename(parts.filename ?? fileId) };
}

/** An attachment as every answer gives it: '<path>|<filename>'. */
export function attachmentString(attachment: StoredAttachment): string {
  if ('verbatim' in attachment) return attachment.verbatim;
  return `${FilesPath}/${attachment.fileId}|${attachment.filename}`;
}

/** The file an attachment points at, if any (a verbatim value is read as it was before). */
export function attachedFile(attachment: StoredAttachment): AttachmentRef | undefined {
  return 'verbatim' in attachment ? parseAttachment(attachment.verbatim) : attachment;
}

/** The name a person knows an attachment by; undefined when a verbatim value names none. */
export function attachmentFilename(attachment: StoredAttachment): string | undefined {
  return 'verbatim' in attachment
    ? splitAttachment(attachment.verbatim).filename
    : attachment.filename;
}
