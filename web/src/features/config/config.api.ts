import type { PublicConfig } from '@tend/contracts';
import { api } from '../../app/api';
import { routeQuery } from '../../app/api-routes';

export const configApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConfig: build.query({ ...routeQuery('getPublicConfig'), providesTags: ['Config'] }),
  }),
});

export const { useGetConfigQuery } = configApi;

/** Used until getPublicConfig answers, and if it cannot be read: every optional feature off. */
export const fallbackConfig: PublicConfig = {
  eligibilityEnabled: false,
  analyticsMeasurementId: null,
  supportEmail: 'support@tend.care',
  maxUploadMb: 10,
  coachOffline: false,
};

/** The public settings, with the feature flag (ELIGIBILITY_FEATURES) among them. */
export function usePublicConfig(): { config: PublicConfig; isLoading: boolean } {
  const { data, isLoading } = useGetConfigQuery();
  return { config: data ?? fallbackConfig, isLoading };
}

export function useEligibilityEnabled(): boolean {
  return usePublicConfig().config.eligibilityEnabled;
}
