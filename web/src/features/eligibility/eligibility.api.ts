import { api } from '../../app/api';
import { routeMutation, routeQuery } from '../../app/api-routes';

export const eligibilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Only requested with the flag on. */
    getEligibilityResults: build.query({
      ...routeQuery('listEligibilityResults'),
      providesTags: ['Eligibility'],
    }),
    /** Only requested with the flag on, by onboarding in a browser that holds no answers. */
    getLatestEligibilityAnswers: build.query({
      ...routeQuery('latestEligibilityAnswers'),
      providesTags: ['Eligibility'],
    }),
    /** A visitor's results, e-mailed once; the address is not kept. */
    emailEligibilityResults: build.mutation(routeMutation('emailEligibilityResults')),
  }),
});

export const {
  useGetEligibilityResultsQuery,
  useGetLatestEligibilityAnswersQuery,
  useLazyGetLatestEligibilityAnswersQuery,
  useEmailEligibilityResultsMutation,
} = eligibilityApi;
