import type { RouteBody } from '@tend/contracts';
import { api } from '../../app/api';
import { routeMutation } from '../../app/api-routes';

export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Creates or replaces the profile; the answer is not read. */
    saveProfile: build.mutation({ ...routeMutation('saveProfile'), invalidatesTags: ['Profile'] }),
    /** Made after the profile call; the answer is not read. */
    createRecipient: build.mutation({
      ...routeMutation('createRecipient'),
      invalidatesTags: ['Recipients'],
    }),
    updateRecipient: build.mutation({
      ...routeMutation(
        'updateRecipient',
        ({ id, ...body }: RouteBody<'updateRecipient'> & { id: string }) => ({
          params: { id },
          body,
        }),
      ),
      invalidatesTags: ['Recipients'],
    }),
  }),
});

export const { useSaveProfileMutation, useCreateRecipientMutation, useUpdateRecipientMutation } =
  onboardingApi;
