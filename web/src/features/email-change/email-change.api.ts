import type {
  ChangeEmailAnswer,
  ChangeEmailBody,
  ConfirmEmailChangeAnswer,
  ConfirmEmailChangeBody,
} from '@tend/contracts';
import { api } from '../../app/api';

export const emailChangeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** E-mails a link to the new address; the account's address is unchanged until it is opened. */
    requestEmailChange: build.mutation<ChangeEmailAnswer, ChangeEmailBody>({
      query: (body) => ({ url: '/api/auth/email-change', method: 'POST', body }),
    }),
    confirmEmailChange: build.mutation<ConfirmEmailChangeAnswer, ConfirmEmailChangeBody>({
      query: (body) => ({ url: '/api/auth/email-change/confirm', method: 'POST', body }),
      invalidatesTags: ['User', 'Profile'],
    }),
  }),
});

export const { useRequestEmailChangeMutation, useConfirmEmailChangeMutation } = emailChangeApi;
