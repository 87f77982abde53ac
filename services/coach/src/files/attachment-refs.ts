import { FilesPath, splitAttachment } from '@tend/contracts';

export interface AttachmentRef {
  fileId: string;
  filename: string;
  /** As stored on the message: '<path>|<filename>'. */
  stored: string;
}

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
  const filename = cleanFilename(parts.filename ?? fileId);
  return { fileId, filename, stored: `${prefix}${fileId}|${filename}` };
}
