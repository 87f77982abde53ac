import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  ResetLinkAnswer,
  ResetLinkBody,
  ResetPasswordBody,
  SignupLinkAnswer,
  SignupLinkBody,
} from '@tend/contracts';
import { api } from '../../app/api';

export interface PasswordSetAnswer {
  ok: true;
  signedOutSessions: number;
}

export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Answers the same whether or not the address has an account. */
    forgotPassword: build.mutation<unknown, ForgotPasswordBody>({
      query: (body) => ({ url: '/api/auth/forgot-password', method: 'POST', body }),
    }),
    /** Asked when the reset screen opens, so a dead link says so before anything is typed. */
    checkResetLink: build.query<ResetLinkAnswer, ResetLinkBody>({
      query: (body) => ({ url: '/api/auth/reset-password/check', method: 'POST', body }),
    }),
    /** 410 when the link is unknown, used or expired. */
    resetPassword: build.mutation<PasswordSetAnswer, ResetPasswordBody>({
      query: (body) => ({ url: '/api/auth/reset-password', method: 'POST', body }),
    }),
    changePassword: build.mutation<PasswordSetAnswer, ChangePasswordBody>({
      query: (body) => ({ url: '/api/auth/change-password', method: 'POST', body }),
    }),
    /** What an opened sign-up link leads to; asked once per link (a POST keeps the token out of logs). */
    checkSignupLink: build.query<SignupLinkAnswer, SignupLinkBody>({
      query: (body) => ({ url: '/api/auth/signup-link', method: 'POST', body }),
    }),
  }),
});

export const {
  useForgotPasswordMutation,
  useCheckResetLinkQuery,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useCheckSignupLinkQuery,
} = passwordApi;
