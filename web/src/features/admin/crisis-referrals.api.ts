import { api } from '../../app/api';
import { routeQuery } from '../../app/api-routes';

/** The counts change only as answers are given: a minute's cache is plenty for a report. */
export const CRISIS_REFERRALS_CACHE_S = 60;

export const crisisReferralsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCrisisReferrals: build.query({
      ...routeQuery('crisisReferrals'),
      keepUnusedDataFor: CRISIS_REFERRALS_CACHE_S,
    }),
  }),
});

export const { useGetCrisisReferralsQuery } = crisisReferralsApi;
