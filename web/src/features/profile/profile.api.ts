import { api } from '../../app/api';
import { routeMutation, routeQuery } from '../../app/api-routes';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `null` when signed out (401) or when the user has no profile yet. */
    getProfile: build.query({ ...routeQuery('getProfile'), providesTags: ['Profile'] }),
    updateProfile: build.mutation({
      ...routeMutation('updateProfile'),
      invalidatesTags: ['Profile'],
    }),
    getRecipients: build.query({ ...routeQuery('listRecipients'), providesTags: ['Recipients'] }),
  }),
});

export const { useGetProfileQuery, useUpdateProfileMutation, useGetRecipientsQuery } = profileApi;
