import type { RouteBody, RouteResponse } from '@tend/contracts';
import { api } from '../../app/api';
import { routeMutation, routeQuery } from '../../app/api-routes';

const coachTagged = api.enhanceEndpoints({ addTagTypes: ['Conversations', 'Messages'] });

/** A conversation named by its id in the path. */
const inPath = (id: string) => ({ params: { id } });

/** Feedback on a message, with the conversation whose messages it changes. */
type FeedbackOn = RouteBody<'giveFeedback'> & { conversationId: string };

export const coachApi = coachTagged.injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query({
      ...routeQuery('listConversations'),
      providesTags: ['Conversations'],
    }),
    createConversation: build.mutation({
      ...routeMutation('createConversation'),
      invalidatesTags: ['Conversations'],
    }),
    renameConversation: build.mutation({
      ...routeMutation(
        'renameConversation',
        ({ id, title }: { id: string } & RouteBody<'renameConversation'>) => ({
          params: { id },
          body: { title },
        }),
      ),
      invalidatesTags: ['Conversations'],
    }),
    deleteConversation: build.mutation({
      ...routeMutation('deleteConversation', inPath),
      invalidatesTags: ['Conversations'],
    }),
    getMessages: build.query({
      ...routeQuery('listMessages', inPath),
      providesTags: (_result, _error, id) => [{ type: 'Messages', id }],
    }),
    /** The conversation is named only to refresh its messages: the route reads the message id. */
    sendFeedback: build.mutation({
      ...routeMutation(
        'giveFeedback',
        ({ conversationId: _conversationId, ...body }: FeedbackOn) => ({ body }),
      ),
      invalidatesTags: (_result, _error, { conversationId }) => [
        { type: 'Messages', id: conversationId },
      ],
    }),
    /** A signed, single-use link to PUT the file to. */
    requestUpload: build.mutation(routeMutation('requestUpload')),
    searchChats: build.query(routeQuery('searchChats', (q: string) => ({ query: { q } }))),
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
export const listConversation = (created: RouteResponse<'createConversation'>) =>
  coachApi.util.updateQueryData('getConversations', undefined, (list) =>
    list?.some((c) => c.id === created.id) ? list : [created, ...(list ?? [])],
  );
