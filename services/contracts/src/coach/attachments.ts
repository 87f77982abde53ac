/**
 * An attachment as it crosses the wire and is stored on a message: `'<path>|<filename>'` (the path
 * a same-site address or a whole URL). A path never holds a bar, so the first bar divides the two
 * and a filename keeps any bar of its own.
 */
export interface AttachmentParts {
  path: string;
  /** After the first bar ('' when nothing follows it); undefined when there is no bar. */
  filename: string | undefined;
}

export function splitAttachment(value: string): AttachmentParts {
  const bar = value.indexOf('|');
  if (bar === -1) return { path: value, filename: undefined };
  return { path: value.slice(0, bar), filename: value.slice(bar + 1) };
}
