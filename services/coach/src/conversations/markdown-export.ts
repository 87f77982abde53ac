export interface ExportMessage {
  role: 'user' | 'assistant';
  content: string;
  attachments: string[];
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

/** A conversation as Markdown: the title, then each message with who wrote it and when. */
export function conversationMarkdown(
  title: string,
  messages: ExportMessage[],
  exportedAt: Date,
): string {
  const lines = [
    `# ${title.replace(/\n/g, ' ')}`,
    '',
    `_Exported from Tend on ${exportedAt.toISOString().slice(0, 10)}. Tend's care coach does not give medical advice._`,
    '',
  ];
  for (const message of messages) {
    const who = message.role === 'user' ? 'You' : 'Care coach';
    lines.push(
      `## ${who} · ${message.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
      '',
    );
    lines.push(message.content, '');
    for (const attachment of message.attachments) {
      const [, filename] = attachment.split('|');
      lines.push(`📎 ${filename ?? 'file'}`, '');
    }
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
