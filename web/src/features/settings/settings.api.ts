import { api } from '../../app/api';
import { routeMutation, routeQuery } from '../../app/api-routes';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCommunicationSettings: build.query({
      ...routeQuery('getCommunicationSettings'),
      providesTags: ['CommunicationSettings'],
    }),
    /** Sends only the one field that changed. */
    updateCommunicationSetting: build.mutation({
      ...routeMutation('updateCommunicationSettings'),
      invalidatesTags: ['CommunicationSettings'],
    }),
  }),
});

export const { useGetCommunicationSettingsQuery, useUpdateCommunicationSettingMutation } =
  settingsApi;
