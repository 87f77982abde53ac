import { api } from '../../app/api';
import { routeMutation, routeQuery } from '../../app/api-routes';

/** Asked afresh every time: it is also the analytics consent check. */
const noCache = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' };

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `null` when anonymous (401). */
    getCurrentUser: build.query({
      ...routeQuery('currentUser', () => ({ headers: noCache })),
      providesTags: ['User'],
    }),
    sendVerification: build.mutation(routeMutation('sendVerification')),
    completeSignup: build.mutation(routeMutation('completeSignup')),
    login: build.mutation(routeMutation('login')),
    logout: build.mutation(routeMutation('logout')),
    deleteAccount: build.mutation(routeMutation('deleteAccount')),
    updateAnalyticsConsent: build.mutation({
      ...routeMutation('setAnalyticsConsent'),
      invalidatesTags: ['User'],
    }),
  }),
});

export const {
  useGetCurrentUserQuery,
  useSendVerificationMutation,
  useCompleteSignupMutation,
  useLoginMutation,
  useLogoutMutation,
  useDeleteAccountMutation,
  useUpdateAnalyticsConsentMutation,
} = authApi;
