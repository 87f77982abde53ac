import type {
  ChatMessage,
  Conversation,
  FeedbackBody,
  SearchResults,
  UploadGrant,
} from '@tend/contracts';
import { api } from '../../app/api';

const coachTagged = api.enhanceEndpoints({ addTagTypes: ['Conversations', 'Messages'] });

export const coachApi = coachTagged.injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<Conversation[] | null, void>({
      query: () => '/api/chat/conversations',
      providesTags: ['Conversations'],
    }),
    createConversation: build.mutation<Conversation, { title: string }>({
      query: (body) => ({ url: '/api/chat/conversations', method: 'POST', body }),
      invalidatesTags: ['Conversations'],
    }),
    renameConversation: build.mutation<Conversation, { id: string; title: string }>({
      query: ({ id, title }) => ({
        url: `/api/chat/conversations/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { title },
      }),
      invalidatesTags: ['Conversations'],
    }),
    deleteConversation: build.mutation<unknown, string>({
      query: (id) => ({
        url: `/api/chat/conversations/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['Conversations'],
    }),
    getMessages: build.query<ChatMessage[] | null, string>({
      query: (id) => `/api/chat/conversations/${encodeURIComponent(id)}/messages`,
      providesTags: (_result, _error, id) => [{ type: 'Messages', id }],
    }),
    sendFeedback: build.mutation<ChatMessage, FeedbackBody & { conversationId: string }>({
      query: ({ conversationId: _conversationId, ...body }) => ({
        url: '/api/chat/feedback',
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { conversationId }) => [
        { type: 'Messages', id: conversationId },
      ],
    }),
    /** A signed, single-use link to PUT the file to. */
    requestUpload: build.mutation<UploadGrant, void>({
      query: () => ({ url: '/api/chat/upload', method: 'POST', body: {} }),
    }),
    searchChats: build.query<SearchResults | null, string>({
      query: (q) => `/api/chat/search?q=${encodeURIComponent(q)}`,
    }),
  }),
});

export const {
  useGetConversationsQuery,
  useCreateConversationMutation,
  useRenameConversationMutation,
  useDeleteConversationMutation,
  useGetMessagesQuery,
  useSendFeedbackMutation,
  useRequestUploadMutation,
  useSearchChatsQuery,
} = coachApi;

/** Adds a conversation just made to the cached list, so it can be opened before the list is back. */
export const listConversation = (created: Conversation) =>
  coachApi.util.updateQueryData('getConversations', undefined, (list) =>
    list?.some((c) => c.id === created.id) ? list : [created, ...(list ?? [])],
  );
