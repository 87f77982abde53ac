import { api } from '../../app/api';
import { routeMutation, routeQuery } from '../../app/api-routes';

export const dataExportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDataExport: build.query({ ...routeQuery('latestDataExport'), keepUnusedDataFor: 0 }),
    requestDataExport: build.mutation({
      ...routeMutation('requestDataExport'),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        // A failed request is shown by the component that made it; nothing to store here.
        const answer = await queryFulfilled.catch(() => null);
        if (answer)
          void dispatch(
            dataExportApi.util.upsertQueryData('getDataExport', undefined, answer.data),
          );
      },
    }),
  }),
});

export const { useGetDataExportQuery, useRequestDataExportMutation } = dataExportApi;
