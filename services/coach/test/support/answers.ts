import type { ChatMessage } from '@tend/contracts';
import type { SignedUpCaregiver, TestStack } from '@tend/test-stack';

/** The first line of guidance, which must carry the action. */
export const firstGuidance = (content: string) =>
  content.split('\n').find((line) => line.startsWith('- ')) ?? '';

/** The first paragraph of an answer: what a tired caregiver sees before anything else. */
export const firstParagraph = (message: ChatMessage) => message.content.split('\n\n')[0] ?? '';

/** The first card of an answer: a heading on its own (a direct answer is a question over its answer). */
export const leadTitle = (message: ChatMessage) =>
  message.content.split('\n\n').find((paragraph) => /^\*\*[^\n]+\*\*$/.test(paragraph)) ?? '';

/** A direct answer: its question in bold over the answer (undefined when the answer has none). */
export const directAnswerOf = (message: ChatMessage) => {
  const paragraph = message.content.split('\n\n').find((p) => /^\*\*[^\n]+\?\*\*\n[^\n]+$/.test(p));
  if (!paragraph) return undefined;
  const [question, answer] = paragraph.split('\n');
  return { question: question.replace(/\*\*/g, ''), answer, paragraph };
};

/** Sends a message in a new conversation and returns the coach's answer. */
export async function askInNewChat(
  stack: TestStack,
  caregiver: SignedUpCaregiver,
  content: string,
): Promise<ChatMessage> {
  const chat = await stack.call('createConversation', {
    token: caregiver.token,
    body: { title: 'Tonight' },
  });
  const sent = await stack.call('sendMessage', {
    token: caregiver.token,
    params: { id: chat.id },
    body: { content, attachments: [] },
  });
  return sent.aiMessage;
}
