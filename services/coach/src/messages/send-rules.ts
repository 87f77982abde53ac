import { FileAttachedText, shouldAutoTitle, titleFromMessage } from '@tend/contracts';
import { attachmentString, type StoredAttachment } from '../files/attachment-refs';

/** The text a message is saved with: empty text with files becomes '📎 File attached'. */
export function messageText(content: string, attachmentCount: number): string | undefined {
  const text = content.trim();
  if (text) return text;
  return attachmentCount > 0 ? FileAttachedText : undefined;
}

/**
 * A message sent again with the client id of an earlier one is the same message: same
 * conversation, words and files. Anything else reusing the id is refused, never answered with
 * another message's exchange.
 */
export function isResendOf(
  earlier: {
    role: string;
    conversationId: string;
    content: string;
    attachments: StoredAttachment[];
  },
  conversationId: string,
  content: string,
  attachments: StoredAttachment[],
): boolean {
  return earlier.conversationId === conversationId && isRetryOf(earlier, content, attachments);
}

/**
 * A resend of the conversation's last message that never got an answer (the model failed) is
 * answered in place instead of being saved twice.
 */
export function isRetryOf(
  last: { role: string; content: string; attachments: StoredAttachment[] } | undefined,
  content: string,
  attachments: StoredAttachment[],
): boolean {
  return (
    last?.role === 'user' &&
    last.content === content &&
    sameAttachments(last.attachments, attachments)
  );
}

/** The same files under the same names, in the same order: compared as they are answered. */
function sameAttachments(kept: StoredAttachment[], sent: StoredAttachment[]): boolean {
  const answered = sent.map(attachmentString);
  return (
    kept.length === sent.length && kept.every((one, i) => attachmentString(one) === answered[i])
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
