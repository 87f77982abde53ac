import type { CreateCareRecipientBody, SaveProfileBody } from '@tend/contracts';
import { api } from '../../app/api';

export const onboardingApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Creates or replaces the profile; the answer is not read. */
    saveProfile: build.mutation<unknown, SaveProfileBody>({
      query: (body) => ({ url: '/api/profile', method: 'POST', body }),
      invalidatesTags: ['Profile'],
    }),
    /** Made after the profile call; the answer is not read. */
    createRecipient: build.mutation<unknown, CreateCareRecipientBody>({
      query: (body) => ({ url: '/api/recipients', method: 'POST', body }),
      invalidatesTags: ['Recipients'],
    }),
    updateRecipient: build.mutation<unknown, CreateCareRecipientBody & { id: string }>({
      query: ({ id, ...body }) => ({
        url: `/api/recipients/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: ['Recipients'],
    }),
  }),
});

export const { useSaveProfileMutation, useCreateRecipientMutation, useUpdateRecipientMutation } =
  onboardingApi;
