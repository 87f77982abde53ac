import { FileAttachedText } from '@tend/contracts';

/** Spec section 9: longer than this many lines or characters is collapsed... */
export const COLLAPSE_MAX_LINES = 5;
export const COLLAPSE_MAX_CHARS = 500;
/** ...to a preview of about this many lines or characters. */
export const PREVIEW_LINES = 4;
export const PREVIEW_CHARS = 400;
/** The input grows with its text up to this height (spec section 5). */
export const INPUT_MAX_HEIGHT_PX = 120;

export function shouldCollapse(text: string): boolean {
  return text.split('\n').length > COLLAPSE_MAX_LINES || text.length > COLLAPSE_MAX_CHARS;
}

/** The first 4 lines, then at most 400 characters (cut at a space when one is near), with '...'. */
export function collapsedPreview(text: string): string {
  let preview = text.split('\n').slice(0, PREVIEW_LINES).join('\n');
  if (preview.length > PREVIEW_CHARS) {
    preview = preview.slice(0, PREVIEW_CHARS);
    const space = preview.lastIndexOf(' ');
    if (space > PREVIEW_CHARS - 60) preview = preview.slice(0, space);
  }
  return preview === text ? text : `${preview.replace(/[\s.…]+$/, '')}...`;
}

/** The list of sources the coach appends to an answer's Markdown (services/coach citations.ts). */
const APPENDED_SOURCES = /\n\n\*\*Sources\*\*\n(?:- [^\n]*(?:\n|$))+\s*$/;

/**
 * An answer's text without the sources list appended to it: the list is kept in the text for copies
 * and exports, but on screen the sources show once, as links under the answer.
 */
export function withoutAppendedSources(text: string): string {
  return text.replace(APPENDED_SOURCES, '');
}

/** Send is disabled while sending, and when the text is empty and nothing is attached. */
export function canSend(text: string, attachmentCount: number, sending: boolean): boolean {
  return !sending && (text.trim().length > 0 || attachmentCount > 0);
}

/** What is sent: the text, or '📎 File attached' when only files are. */
export function messageContent(text: string, attachmentCount: number): string {
  const trimmed = text.trim();
  return trimmed || (attachmentCount > 0 ? FileAttachedText : '');
}

/** An attachment is 'url|filename'. */
export function parseAttachment(value: string): { url: string; filename: string } {
  const bar = value.indexOf('|');
  if (bar === -1) return { url: value, filename: value.split('/').pop() || 'File' };
  return { url: value.slice(0, bar), filename: value.slice(bar + 1) || 'File' };
}

/** Only same-site paths become links (a message can never point the browser elsewhere). */
export function isSameSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
