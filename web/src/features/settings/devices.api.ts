import type { SessionSummary } from '@tend/contracts';
import { api } from '../../app/api';

export type DeviceSession = SessionSummary;

export const devicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Asked afresh each time Settings opens: another device may have signed in meanwhile. */
    getSessions: build.query<DeviceSession[] | null, void>({
      query: () => '/api/auth/sessions',
      providesTags: ['Sessions'],
      keepUnusedDataFor: 0,
    }),
    signOutDevice: build.mutation<unknown, string>({
      query: (id) => ({ url: `/api/auth/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Sessions'],
    }),
    signOutOtherDevices: build.mutation<{ revoked: number }, void>({
      query: () => ({ url: '/api/auth/sessions/revoke-others', method: 'POST' }),
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const { useGetSessionsQuery, useSignOutDeviceMutation, useSignOutOtherDevicesMutation } =
  devicesApi;
