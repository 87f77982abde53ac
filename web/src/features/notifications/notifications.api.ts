import type { NotificationPage } from '@tend/contracts';
import { api } from '../../app/api';

export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/notifications[?cursor=]`, newest first, a page at a time. */
    getNotifications: build.infiniteQuery<NotificationPage | null, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage?.nextCursor ?? undefined,
      },
      query: ({ pageParam }) =>
        pageParam
          ? `/api/notifications?cursor=${encodeURIComponent(pageParam)}`
          : '/api/notifications',
      providesTags: ['Notifications'],
    }),
    markNotificationRead: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/notifications/${encodeURIComponent(id)}/read`, method: 'POST' }),
      invalidatesTags: ['Notifications'],
    }),
    markAllNotificationsRead: build.mutation<unknown, void>({
      query: () => ({ url: '/api/notifications/read-all', method: 'POST' }),
      invalidatesTags: ['Notifications'],
    }),
  }),
});

export const {
  useGetNotificationsInfiniteQuery,
  useMarkNotificationReadMutation,
  useMarkAllNotificationsReadMutation,
} = notificationsApi;
