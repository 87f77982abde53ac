import { attachmentFilename, type StoredAttachment } from '../files/attachment-refs';

export interface ExportMessage {
  role: 'user' | 'assistant';
  content: string;
  attachments: StoredAttachment[];
  createdAt: Date;
}

/** A file name for the export: the title's words, lower case, joined by '-'. */
export function exportFilename(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'conversation'}.md`;
}

/** "November 25, 2026" in the reader's time zone. */
function dayIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'long' }).format(at);
}

/** "Nov 25, 2026, 9:05 PM EST" in the reader's time zone, with the zone named. */
function momentIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
}

/**
 * A conversation as Markdown: the title, then each message with who wrote it and when, in the
 * reader's time zone (an IANA name the gateway has checked).
 */
export function conversationMarkdown(
  title: string,
  messages: ExportMessage[],
  exportedAt: Date,
  timeZone: string,
): string {
  const lines = [
    `# ${title.replace(/\n/g, ' ')}`,
    '',
    `_Exported from Tend on ${dayIn(timeZone, exportedAt)}. Tend's care coach does not give medical advice._`,
    '',
  ];
  for (const message of messages) {
    const who = message.role === 'user' ? 'You' : 'Care coach';
    lines.push(`## ${who} · ${momentIn(timeZone, message.createdAt)}`, '');
    lines.push(message.content, '');
    for (const attachment of message.attachments) {
      lines.push(`📎 ${attachmentFilename(attachment) ?? 'file'}`, '');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
