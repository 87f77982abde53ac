import type {
  CompleteSignupBody,
  CurrentUser,
  LoginBody,
  SendVerificationBody,
} from '@tend/contracts';
import { api } from '../../app/api';

export interface LoginAnswer {
  token: string;
  expiresAt?: string;
  user?: CurrentUser;
}

export interface LogoutAnswer {
  redirectUrl?: string;
}

/** complete-signup's answer is not specified; when it carries a session token the user is signed in. */
export interface CompleteSignupAnswer {
  token?: string;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `null` when anonymous (401). Sent with no-cache headers: it is also the analytics consent check. */
    getCurrentUser: build.query<CurrentUser | null, void>({
      query: () => ({
        url: '/api/auth/user',
        headers: { 'Cache-Control': 'no-cache', Pragma: 'no-cache' },
      }),
      providesTags: ['User'],
    }),
    sendVerification: build.mutation<unknown, SendVerificationBody>({
      query: (body) => ({ url: '/api/auth/send-verification', method: 'POST', body }),
    }),
    completeSignup: build.mutation<CompleteSignupAnswer | null, CompleteSignupBody>({
      query: (body) => ({ url: '/api/auth/complete-signup', method: 'POST', body }),
    }),
    login: build.mutation<LoginAnswer, LoginBody>({
      query: (body) => ({ url: '/api/auth/login', method: 'POST', body }),
    }),
    logout: build.mutation<LogoutAnswer | null, void>({
      query: () => ({ url: '/api/auth/logout', method: 'POST' }),
    }),
    deleteAccount: build.mutation<unknown, void>({
      query: () => ({ url: '/api/auth/account', method: 'DELETE' }),
    }),
    updateAnalyticsConsent: build.mutation<unknown, { consent: boolean }>({
      query: (body) => ({ url: '/api/user/analytics-consent', method: 'PUT', body }),
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
