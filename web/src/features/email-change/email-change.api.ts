import { api } from '../../app/api';
import { routeMutation } from '../../app/api-routes';

export const emailChangeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** E-mails a link to the new address; the account's address is unchanged until it is opened. */
    requestEmailChange: build.mutation(routeMutation('requestEmailChange')),
    confirmEmailChange: build.mutation({
      ...routeMutation('confirmEmailChange'),
      invalidatesTags: ['User', 'Profile'],
    }),
  }),
});

export const { useRequestEmailChangeMutation, useConfirmEmailChangeMutation } = emailChangeApi;
