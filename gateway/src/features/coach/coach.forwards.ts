import { forwardingController } from '../../http/routes/forwarding-controller';
import { conversationNotFound } from './coach-params';

const conversation = { id: conversationNotFound };

/**
 * Conversations and their messages, feedback on answers and its review, and search over one's own
 * chats: forwarded to the coach as RouteForwards declares.
 */
export const CoachForwards = forwardingController('CoachForwards', 'chat', {
  listConversations: {},
  createConversation: {},
  renameConversation: { ids: conversation },
  deleteConversation: { ids: conversation },
  listMessages: { ids: conversation },
  sendMessage: {
    ids: conversation,
    rateLimit: { name: 'chat-message', limit: 120, windowSeconds: 3600, by: 'user' },
  },
  giveFeedback: {},
  searchChats: {},
  reviewFeedback: {},
});

/** Counts of crisis referrals by month, kind and level (no words, no one's id): the yearly report. */
export const CrisisReferralsForwards = forwardingController('CrisisReferralsForwards', 'admin', {
  crisisReferrals: {},
});
