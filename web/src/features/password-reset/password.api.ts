import type {
  ChangePasswordBody,
  ForgotPasswordBody,
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
  useResetPasswordMutation,
  useChangePasswordMutation,
  useCheckSignupLinkQuery,
} = passwordApi;
