import { FileAttachedText, splitAtFold, splitAttachment } from '@tend/contracts';
import { leavesMarkOpen, markdownBlocks } from './markdown-text';

/** docs/product-spec.md section 9: longer than this many lines or characters is collapsed... */
export const COLLAPSE_MAX_LINES = 5;
export const COLLAPSE_MAX_CHARS = 500;
/** ...to a preview of about this many lines or characters. */
export const PREVIEW_LINES = 4;
export const PREVIEW_CHARS = 400;
/** The input grows with its text up to this height (docs/product-spec.md section 5). */
export const INPUT_MAX_HEIGHT_PX = 120;

export function shouldCollapse(text: string): boolean {
  return text.split('\n').length > COLLAPSE_MAX_LINES || text.length > COLLAPSE_MAX_CHARS;
}

/**
 * Whether a message is collapsed behind Show more: a long one may be, but emergency guidance never
 * is (it must be read in full, at once).
 */
export function collapsesMessage(text: string, emergency: boolean | undefined): boolean {
  return !emergency && shouldCollapse(text);
}

/**
 * What a message shows, and which toggle it gets: an answer folded by the coach (issue 45: the
 * direct answer and first steps, then "More on this") shows its first part and a More on this
 * button; another long one collapses to its preview behind Show more; emergency guidance shows
 * whole.
 */
export function visibleText(
  text: string,
  emergency: boolean | undefined,
  expanded: boolean,
): { shown: string; toggle: 'fold' | 'collapse' | null } {
  const { first, rest } = splitAtFold(text);
  if (rest !== undefined && !emergency)
    return { shown: expanded ? `${first}\n\n${rest}` : first, toggle: 'fold' };
  if (!collapsesMessage(text, emergency)) return { shown: text, toggle: null };
  return { shown: expanded ? text : collapsedPreview(text), toggle: 'collapse' };
}

/**
 * The start of one block within a budget of lines and characters, ending at a space and never
 * inside a link or an emphasis.
 */
function cutInside(block: string, lines: number, chars: number): string {
  const limit = Math.min(block.split('\n').slice(0, lines).join('\n').length, chars);
  for (let at = limit; at > 0; at -= 1) {
    const wordEnds = at === block.length || /\s/.test(block[at]);
    if (wordEnds && !leavesMarkOpen(block.slice(0, at))) return block.slice(0, at);
  }
  return '';
}

/**
 * Lines of text, not the blank lines between paragraphs: a reader sees a reflection, a heading and
 * a first step as three lines, and the first step must show without Show more.
 */
const textLines = (text: string) => text.split('\n').filter((line) => line.trim()).length;

/**
 * The first 4 lines of text, at most 400 characters, with '...': whole paragraphs and list items
 * while they fit, so a cut never lands inside a link ("The [ARCH National...") or an emphasis. When
 * the whole blocks come to less than half of that, the next block is cut inside, at a space
 * outside any Markdown mark.
 */
export function collapsedPreview(text: string): string {
  let end = 0;
  for (const block of markdownBlocks(text)) {
    const start = text.indexOf(block, end);
    const preview = text.slice(0, start + block.length);
    const lines = textLines(preview);
    if (lines <= PREVIEW_LINES && preview.length <= PREVIEW_CHARS) {
      end = start + block.length;
      continue;
    }
    if (end < PREVIEW_CHARS / 2) {
      const budget = PREVIEW_LINES - (lines - textLines(block));
      const part = cutInside(block, budget, PREVIEW_CHARS - start);
      if (part) end = start + part.length;
    }
    break;
  }
  if (end >= text.trimEnd().length) return text;
  return `${text.slice(0, end).replace(/[\s.…]+$/, '')}...`;
}

/**
 * The italic notice an offline answer used to open with ("_Offline mode: …_", or "_The AI coach
 * could not be reached…_"). Answers saved that way still have it; the bubble's Offline badge says
 * it now, so on screen the answer starts with its advice.
 */
const OFFLINE_NOTICE = /^\s*_(?:Offline mode|The AI coach could not be reached)[^\n]*_\s*(?:\n+|$)/;

export function withoutOfflineNotice(text: string): string {
  return text.replace(OFFLINE_NOTICE, '');
}

/** A fresh id for one message, kept across its resends (crypto.randomUUID needs HTTPS or localhost). */
export function newClientMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The id a send carries. A message that failed is kept with its id and the conversation it went
 * to (`<conversationId> <id>`): sent again to that conversation, it is the same message, so the
 * server can return the answer it may already have given; anywhere else it is a new one.
 */
export function clientMessageIdFor(pending: string, conversationId: string): string {
  const [forConversation, id] = pending.split(' ');
  return forConversation === conversationId && id ? id : newClientMessageId();
}

export function pendingSend(conversationId: string, clientMessageId: string): string {
  return `${conversationId} ${clientMessageId}`;
}

/**
 * Whether words kept after a cut-off send (a reload or a lost connection while the answer was
 * being written) already stand in the conversation as its latest question: the server got them,
 * so offering them again would only invite a duplicate. Only a send still pending for this
 * conversation is looked at, so words typed afresh are never taken away.
 */
export function draftAlreadySent(
  draft: { text: string; attachments: readonly string[]; pending: string },
  conversationId: string | null,
  messages: readonly { role: string; content: string; attachments: readonly string[] }[],
): boolean {
  const [pendingFor] = draft.pending.split(' ');
  if (!conversationId || pendingFor !== conversationId) return false;
  const content = messageContent(draft.text, draft.attachments.length);
  const lastQuestion = messages.findLast((m) => m.role === 'user');
  return (
    !!content &&
    lastQuestion?.content === content &&
    lastQuestion.attachments.length === draft.attachments.length
  );
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
  const { path, filename } = splitAttachment(value);
  if (filename === undefined) return { url: path, filename: path.split('/').pop() || 'File' };
  return { url: path, filename: filename || 'File' };
}

/** Only same-site paths become links (a message can never point the browser elsewhere). */
export function isSameSitePath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
