import type { CommunicationSettingKey, CommunicationSettingsValues } from '@tend/contracts';
import { api } from '../../app/api';

export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCommunicationSettings: build.query<Partial<CommunicationSettingsValues> | null, void>({
      query: () => '/api/communication-settings',
      providesTags: ['CommunicationSettings'],
    }),
    /** Sends only the one field that changed. */
    updateCommunicationSetting: build.mutation<
      unknown,
      Partial<Record<CommunicationSettingKey, boolean>>
    >({
      query: (body) => ({ url: '/api/communication-settings', method: 'PATCH', body }),
      invalidatesTags: ['CommunicationSettings'],
    }),
  }),
});

export const { useGetCommunicationSettingsQuery, useUpdateCommunicationSettingMutation } =
  settingsApi;
