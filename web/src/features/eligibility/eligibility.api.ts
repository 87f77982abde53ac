import { api } from '../../app/api';
import { routeQuery } from '../../app/api-routes';

export const eligibilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Only requested with the flag on. */
    getEligibilityResults: build.query({
      ...routeQuery('listEligibilityResults'),
      providesTags: ['Eligibility'],
    }),
  }),
});

export const { useGetEligibilityResultsQuery } = eligibilityApi;
