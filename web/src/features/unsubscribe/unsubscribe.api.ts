import type { UnsubscribeResult } from '@tend/contracts';
import { api } from '../../app/api';

export const unsubscribeApi = api.injectEndpoints({
  endpoints: (build) => ({
    unsubscribe: build.query<UnsubscribeResult | null, string>({
      query: (token) => `/api/unsubscribe/${encodeURIComponent(token)}`,
      // Each link is used once per visit; never reuse an answer for another page view.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useUnsubscribeQuery } = unsubscribeApi;
