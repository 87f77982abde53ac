import type { RouteResponse } from '@tend/contracts';
import { api } from '../../app/api';
import { request, routeMutation } from '../../app/api-routes';

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, a page at a time: the first page without a cursor. */
    getNotifications: build.infiniteQuery<
      RouteResponse<'listNotifications'> | null,
      void,
      string | null
    >({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage?.nextCursor ?? undefined,
      },
      query: ({ pageParam }) =>
        request('listNotifications', { query: { cursor: pageParam ?? undefined } }),
      providesTags: ['Notifications'],
    }),
    markNotificationRead: build.mutation({
      ...routeMutation('markNotificationRead', (id: string) => ({ params: { id } })),
      invalidatesTags: ['Notifications'],
    }),
    markAllNotificationsRead: build.mutation({
      ...routeMutation('markAllNotificationsRead'),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const {
  useGetNotificationsInfiniteQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
