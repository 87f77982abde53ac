import { api } from '../../app/api';
import { routeQuery } from '../../app/api-routes';

export const unsubscribeApi = api.injectEndpoints({
  endpoints: (build) => ({
    unsubscribe: build.query({
      ...routeQuery('unsubscribe', (token: string) => ({ params: { path: token } })),
      // Each link is used once per visit; never reuse an answer for another page view.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useUnsubscribeQuery } = unsubscribeApi;
