import { z } from 'zod';
import { defineRpc } from '../messaging/define';
import { UserId } from '../common/primitives';
import {
  ChatMessage,
  Conversation,
  CreateConversationBody,
  ExportQuery,
  FeedbackBody,
  FeedbackReview,
  FeedbackReviewQuery,
  RenameConversationBody,
  SearchQuery,
  SearchResults,
  SendMessageBody,
  SendMessageResult,
} from './coach.schemas';
import { CrisisReferrals, CrisisReferralsQuery } from './crisis-referrals.schemas';

const Ok = z.object({ ok: z.literal(true) });
const notFound = { error: 'We could not find that conversation.' };
const Owned = z.object({ userId: UserId, conversationId: z.uuid(notFound) });
const FileRef = z.object({
  userId: UserId,
  fileId: z.uuid({ error: 'We could not find that file.' }),
});
/** Redis key prefix of file bytes on their way between the gateway and the coach (both ends). */
export const CoachFileHandoffPrefix = 'coach:handoff';
/** A short-lived Redis key holding such bytes: the prefix and a random UUID. */
const HandoffKey = z.string().regex(new RegExp(`^${CoachFileHandoffPrefix}:[0-9a-f-]{36}$`));

/** RPC patterns answered by coach. */
export const CoachRpc = {
  listConversations: defineRpc(
    'coach',
    'coach.conversations.list',
    z.object({ userId: UserId }),
    z.array(Conversation),
  ),
  createConversation: defineRpc(
    'coach',
    'coach.conversations.create',
    CreateConversationBody.extend({ userId: UserId }),
    Conversation,
  ),
  renameConversation: defineRpc(
    'coach',
    'coach.conversations.rename',
    RenameConversationBody.extend(Owned.shape),
    Conversation,
  ),
  deleteConversation: defineRpc('coach', 'coach.conversations.delete', Owned, Ok),
  exportConversation: defineRpc(
    'coach',
    'coach.conversations.export',
    Owned.extend(ExportQuery.shape),
    z.object({ filename: z.string(), markdown: z.string() }),
  ),
  listMessages: defineRpc('coach', 'coach.messages.list', Owned, z.array(ChatMessage)),
  sendMessage: defineRpc(
    'coach',
    'coach.messages.send',
    SendMessageBody.extend(Owned.shape).extend({
      /** Set by a streaming caller: answer chunks are published on coachStreamChannel(ns, streamId). */
      streamId: z.uuid().optional(),
    }),
    SendMessageResult,
  ),
  giveFeedback: defineRpc(
    'coach',
    'coach.feedback.give',
    FeedbackBody.extend({ userId: UserId }),
    ChatMessage,
  ),
  reviewFeedback: defineRpc('coach', 'coach.feedback.review', FeedbackReviewQuery, FeedbackReview),
  /** Counts of crisis referrals by month, kind and level, for super administrators' report. */
  crisisReferrals: defineRpc(
    'coach',
    'coach.crisis-referrals.list',
    CrisisReferralsQuery,
    CrisisReferrals,
  ),
  search: defineRpc('coach', 'coach.search', SearchQuery.extend({ userId: UserId }), SearchResults),
  storeFile: defineRpc(
    'coach',
    'coach.files.store',
    FileRef.extend({ handoffKey: HandoffKey }),
    z.object({ fileId: z.uuid(), contentType: z.string(), size: z.number().int() }),
  ),
  readFile: defineRpc(
    'coach',
    'coach.files.read',
    FileRef,
    z.object({
      handoffKey: HandoffKey,
      contentType: z.string(),
      size: z.number().int(),
      filename: z.string().nullable(),
    }),
  ),
  status: defineRpc(
    'coach',
    'coach.status',
    z.object({}),
    z.object({ offline: z.boolean(), model: z.string().nullable() }),
  ),
} as const;
