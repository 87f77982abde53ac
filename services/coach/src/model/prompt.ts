import type {
  ChatCompletionContentPart,
  ChatCompletionMessageParam,
} from 'openai/resources/chat/completions';
import type { HistoryMessage } from './history-window';
import {
  SystemPrompt,
  describeCaregiver,
  describeDocuments,
  describeLibrary,
  type CaregiverContext,
  type KnowledgeDocument,
  type LibraryGrounding,
} from './system-prompt';

export interface AttachmentForModel {
  filename: string;
  /** Extracted text (pdf, docx, txt), already cut to size. */
  text?: string;
  /** A data: URL, for a model that accepts images. */
  imageDataUrl?: string;
}

export interface PromptInput {
  caregiver: CaregiverContext;
  documents: KnowledgeDocument[];
  /** Earlier messages, oldest first, already windowed. */
  history: HistoryMessage[];
  omittedEarlier: number;
  question: string;
  attachments: AttachmentForModel[];
  /** Emergency guidance already shown to the user ahead of the model's answer. */
  emergencyShown: string;
  /** What Tend's library answers to the question (absent when it could not be found in time). */
  library?: LibraryGrounding;
}

/** A question followed by the readable text of the files attached to it. */
export function withFileTexts(question: string, files: AttachmentForModel[]): string {
  const texts = files
    .filter((file) => file.text)
    .map((file) => `--- Attached file "${file.filename}" ---\n${file.text}`);
  return [question, ...texts].join('\n\n');
}

/** The messages sent to the model: instructions and context, recent history, then the question. */
export function buildPrompt(input: PromptInput): ChatCompletionMessageParam[] {
  const system = [
    SystemPrompt,
    describeCaregiver(input.caregiver),
    describeLibrary(input.library),
    describeDocuments(input.documents),
  ];
  if (input.emergencyShown)
    system.push(
      `Emergency guidance has already been shown to the caregiver above your answer:\n${input.emergencyShown}\nDo not contradict it; keep your answer brief and supportive, and repeat that they should call for help now.`,
    );
  if (input.omittedEarlier > 0)
    system.push(`(${input.omittedEarlier} earlier messages of this conversation are not shown.)`);

  const text = withFileTexts(input.question, input.attachments);
  const images = input.attachments.filter((file) => file.imageDataUrl);
  const content: string | ChatCompletionContentPart[] =
    images.length === 0
      ? text
      : [
          { type: 'text', text },
          ...images.map((file): ChatCompletionContentPart => ({
            type: 'image_url',
            image_url: { url: file.imageDataUrl ?? '' },
          })),
        ];

  return [
    { role: 'system', content: system.filter(Boolean).join('\n\n') },
    ...input.history.map((m): ChatCompletionMessageParam => ({ role: m.role, content: m.content })),
    { role: 'user', content },
  ];
}
