import type { RouteResponse } from '@tend/contracts';
import { api } from '../../app/api';
import { routeMutation, routeQuery } from '../../app/api-routes';

export type DeviceSession = RouteResponse<'listSessions'>[number];

export const devicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Asked afresh each time Settings opens: another device may have signed in meanwhile. */
    getSessions: build.query({
      ...routeQuery('listSessions'),
      providesTags: ['Sessions'],
      keepUnusedDataFor: 0,
    }),
    signOutDevice: build.mutation({
      ...routeMutation('revokeSession', (id: string) => ({ params: { id } })),
      invalidatesTags: ['Sessions'],
    }),
    signOutOtherDevices: build.mutation({
      ...routeMutation('revokeOtherSessions'),
      invalidatesTags: ['Sessions'],
    }),
  }),
});

export const { useGetSessionsQuery, useSignOutDeviceMutation, useSignOutOtherDevicesMutation } =
  devicesApi;
