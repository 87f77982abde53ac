import type { EligibilityResult } from '@tend/contracts';
import { api } from '../../app/api';

export const eligibilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Only requested with the flag on. */
    getEligibilityResults: build.query<
      Array<Pick<EligibilityResult, 'programType' | 'eligibilityScore'>> | null,
      void
    >({
      query: () => '/api/eligibility',
      providesTags: ['Eligibility'],
    }),
  }),
});

export const { useGetEligibilityResultsQuery } = eligibilityApi;
