import { createApi } from '@reduxjs/toolkit/query/react';
import { tendBaseQuery } from './base-query';

/**
 * The one RTK Query API. Features inject their endpoints (`features/<feature>/<feature>.api.ts`).
 * Spec query defaults: data never goes stale (no refetch on mount, focus or reconnect), no
 * polling, no retries; unused data is dropped after 5 minutes; saves invalidate tags so the
 * related queries are fetched again.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: tendBaseQuery,
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  tagTypes: [
    'Config',
    'User',
    'Profile',
    'Recipients',
    'Assessments',
    'CheckInReminder',
    'Eligibility',
    'CommunicationSettings',
    'Notifications',
    'Unsubscribe',
    'Sessions',
  ],
  endpoints: () => ({}),
});
