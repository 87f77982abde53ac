import { api } from '../../app/api';
import { routeMutation, routeQuery } from '../../app/api-routes';

export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Answers the same whether or not the address has an account. */
    forgotPassword: build.mutation(routeMutation('forgotPassword')),
    /** Asked when the reset screen opens, so a dead link says so before anything is typed. */
    checkResetLink: build.query(routeQuery('checkResetLink')),
    /** 410 when the link is unknown, used or expired. */
    resetPassword: build.mutation(routeMutation('resetPassword')),
    changePassword: build.mutation(routeMutation('changePassword')),
    /** What an opened sign-up link leads to; asked once per link (a POST keeps the token out of logs). */
    checkSignupLink: build.query(routeQuery('checkSignupLink')),
  }),
});

export const {
  useForgotPasswordMutation,
  useCheckResetLinkQuery,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useCheckSignupLinkQuery,
} = passwordApi;
