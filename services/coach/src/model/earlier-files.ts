import { attachedFile, type AttachmentRef, type StoredAttachment } from '../files/attachment-refs';
import type { HistoryMessage } from './history-window';
import { withFileTexts, type AttachmentForModel } from './prompt';

/** An earlier message as stored, with its attachments. */
export interface StoredHistoryMessage extends HistoryMessage {
  attachments: StoredAttachment[];
}

/** The files attached to earlier questions, each once. */
export function earlierAttachments(messages: StoredHistoryMessage[]): AttachmentRef[] {
  const refs = new Map<string, AttachmentRef>();
  for (const message of messages) {
    if (message.role !== 'user') continue;
    for (const stored of message.attachments) {
      const ref = attachedFile(stored);
      if (ref && !refs.has(ref.fileId)) refs.set(ref.fileId, ref);
    }
  }
  return [...refs.values()];
}

/**
 * The history as the model reads it: each earlier question followed by the text of the files
 * attached to it, so a follow-up ("what does it say about her pills?") can still be answered.
 * A file no longer there is left out.
 */
export function historyWithFiles(
  messages: StoredHistoryMessage[],
  files: ReadonlyMap<string, AttachmentForModel>,
): HistoryMessage[] {
  return messages.map(({ role, content, attachments }) => {
    const attached = attachments.flatMap((stored) => {
      const file = files.get(attachedFile(stored)?.fileId ?? '');
      return file ? [file] : [];
    });
    return { role, content: role === 'user' ? withFileTexts(content, attached) : content };
  });
}
