import type { CareRecipient, Profile, UpdateProfileBody } from '@tend/contracts';
import { api } from '../../app/api';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `null` when signed out (401) or when the user has no profile yet. */
    getProfile: build.query<Profile | null, void>({
      query: () => '/api/profile',
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<unknown, UpdateProfileBody>({
      query: (body) => ({ url: '/api/profile', method: 'PATCH', body }),
      invalidatesTags: ['Profile'],
    }),
    getRecipients: build.query<CareRecipient[] | null, void>({
      query: () => '/api/recipients',
      providesTags: ['Recipients'],
    }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation, useGetRecipientsQuery } = profileApi;
