import { FileAttachedText, shouldAutoTitle, titleFromMessage } from '@tend/contracts';

/** The text a message is saved with: empty text with files becomes '📎 File attached'. */
export function messageText(content: string, attachmentCount: number): string | undefined {
  const text = content.trim();
  if (text) return text;
  return attachmentCount > 0 ? FileAttachedText : undefined;
}

/** An attachment as a message keeps it: `path|filename`. */
export function storedAttachments(refs: { stored: string }[]): string[] {
  return refs.map((ref) => ref.stored);
}

/**
 * A message sent again with the client id of an earlier one is the same message: same
 * conversation, words and files. Anything else reusing the id is refused, never answered with
 * another message's exchange.
 */
export function isResendOf(
  earlier: { role: string; conversationId: string; content: string; attachments: string[] },
  conversationId: string,
  content: string,
  attachments: string[],
): boolean {
  return earlier.conversationId === conversationId && isRetryOf(earlier, content, attachments);
}

/**
 * A resend of the conversation's last message that never got an answer (the model failed) is
 * answered in place instead of being saved twice.
 */
export function isRetryOf(
  last: { role: string; content: string; attachments: string[] } | undefined,
  content: string,
  attachments: string[],
): boolean {
  return (
    last?.role === 'user' &&
    last.content === content &&
    last.attachments.length === attachments.length &&
    last.attachments.every((value, i) => value === attachments[i])
  );
}

/** The title the first message gives a 'New Chat -' conversation, or undefined to keep it. */
export function titleAfterFirstMessage(
  title: string,
  messageCount: number,
  content: string,
): string | undefined {
  return shouldAutoTitle(title, messageCount) ? titleFromMessage(content) : undefined;
}
