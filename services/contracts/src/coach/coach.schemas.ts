import { z } from 'zod';
import { IsoTimestamp, pageLimit, TimeZone } from '../common/primitives';
import { TitleMaxChars, TitleTooLongMessage } from './conversation-titles';

/** Most characters a message may hold; a caregiver pasting a long note still fits. */
export const MessageMaxChars = 8000;
export const AttachmentsMax = 5;
/** Where uploaded files live; an attachment keeps `${FilesPath}/<id>|<filename>`. */
export const FilesPath = '/api/chat/files';

export const FeedbackValue = z.enum(['positive', 'negative'], {
  error: 'Feedback must be positive or negative',
});
export type FeedbackValue = z.infer<typeof FeedbackValue>;
export const FeedbackReason = z.enum(['unsafe', 'wrong', 'outdated', 'not_relevant'], {
  error: 'The reason must be unsafe, wrong, outdated or not_relevant',
});
export type FeedbackReason = z.infer<typeof FeedbackReason>;

export const Conversation = z.object({
  id: z.uuid(),
  title: z.string(),
  createdAt: IsoTimestamp,
  /** Null until the first message. */
  lastMessageAt: IsoTimestamp.nullable(),
});
export type Conversation = z.infer<typeof Conversation>;

export const SourceCitation = z.object({ title: z.string(), url: z.string() });
export type SourceCitation = z.infer<typeof SourceCitation>;

export const ChatMessage = z.object({
  id: z.uuid(),
  conversationId: z.uuid(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  /** 'path|filename', the path being where the owner can download the file. */
  attachments: z.array(z.string()),
  createdAt: IsoTimestamp,
  /** The same rating under both names the client reads. */
  userFeedback: FeedbackValue.nullable(),
  feedback: FeedbackValue.nullable(),
  feedbackReason: FeedbackReason.nullable(),
  /** The documents an answer drew on, also listed with links at the end of its content. */
  sources: z.array(SourceCitation),
  /** Answered without the AI model (offline mode or the model unavailable). */
  offline: z.boolean(),
  /** Emergency guidance was put first. */
  emergency: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessage>;

const Title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, { error: 'Title is required' })
  .max(TitleMaxChars, { error: TitleTooLongMessage });

/** `POST /api/chat/conversations`: a missing or blank title gets 'New Chat - ' and the time. */
export const CreateConversationBody = z.object({
  title: z
    .string({ error: 'Title must be text' })
    .trim()
    .max(TitleMaxChars, { error: TitleTooLongMessage })
    .optional(),
});
export type CreateConversationBody = z.infer<typeof CreateConversationBody>;

/** `PUT /api/chat/conversations/:id`: renaming requires a non-blank title. */
export const RenameConversationBody = z.object({ title: Title });
export type RenameConversationBody = z.infer<typeof RenameConversationBody>;

/** `POST /api/chat/conversations/:id/messages`. */
export const SendMessageBody = z.object({
  content: z
    .string({ error: 'Please type a message' })
    .max(MessageMaxChars, { error: `Messages can be at most ${MessageMaxChars} characters` })
    .default(''),
  attachments: z
    .array(
      z
        .string({ error: 'We could not find that attachment. Please upload it again.' })
        .max(600, { error: 'We could not find that attachment. Please upload it again.' }),
      { error: 'Attachments must be a list' },
    )
    .max(AttachmentsMax, { error: `At most ${AttachmentsMax} files can be attached` })
    .default([]),
  /**
   * Made by the client for each message and kept across its resends: a message sent again with
   * the same id gets the exchange the first send made, without asking the model again.
   */
  clientMessageId: z
    .uuid({ error: 'The message id must be a UUID. Please send the message again.' })
    .optional(),
});
export type SendMessageBody = z.infer<typeof SendMessageBody>;

export const SendMessageResult = z.object({
  userMessage: ChatMessage,
  aiMessage: ChatMessage,
  /** The conversation after the message (its title may have been set from the message). */
  conversation: Conversation,
});
export type SendMessageResult = z.infer<typeof SendMessageResult>;

/** `POST /api/chat/feedback`; a reason is kept only with a negative rating. */
export const FeedbackBody = z.object({
  messageId: z.uuid({ error: 'We could not find that message.' }),
  feedback: FeedbackValue,
  reason: FeedbackReason.optional(),
});
export type FeedbackBody = z.infer<typeof FeedbackBody>;

/** `?timeZone=` of an export: its dates are written in the reader's zone (UTC when not sent). */
export const ExportQuery = z.object({ timeZone: TimeZone.optional() });

export const SearchQuery = z.object({
  q: z
    .string({ error: 'Please enter something to search for' })
    .trim()
    .min(2, { error: 'Please enter at least 2 characters' })
    .max(200, { error: 'Searches can be at most 200 characters' }),
});

export const SearchHit = z.object({
  conversationId: z.uuid(),
  conversationTitle: z.string(),
  /** Null when the title matched. */
  messageId: z.uuid().nullable(),
  role: z.enum(['user', 'assistant']).nullable(),
  /** Plain text around the match; `highlights` are [start, end) offsets of matched words in it. */
  snippet: z.string(),
  highlights: z.array(z.tuple([z.number().int(), z.number().int()])),
  createdAt: IsoTimestamp,
});
export type SearchHit = z.infer<typeof SearchHit>;
export const SearchResults = z.object({ results: z.array(SearchHit) });
export type SearchResults = z.infer<typeof SearchResults>;

export const UploadGrant = z.object({ uploadURL: z.string(), expiresAt: IsoTimestamp });
export type UploadGrant = z.infer<typeof UploadGrant>;

export const FeedbackReviewQuery = z.object({
  reason: FeedbackReason.optional(),
  limit: pageLimit(200, 50),
});

/** What a super administrator reviews: the rated answer and its question, never who asked. */
export const FeedbackReviewItem = z.object({
  messageId: z.uuid(),
  feedback: FeedbackValue,
  reason: FeedbackReason.nullable(),
  ratedAt: IsoTimestamp,
  question: z.string().nullable(),
  answer: z.string(),
  sources: z.array(SourceCitation),
  offline: z.boolean(),
});
export const FeedbackReview = z.object({ items: z.array(FeedbackReviewItem) });
export type FeedbackReview = z.infer<typeof FeedbackReview>;
