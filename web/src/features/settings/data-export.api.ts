import type { DataExportAnswer } from '@tend/contracts';
import { api } from '../../app/api';

export const dataExportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDataExport: build.query<DataExportAnswer, void>({
      query: () => '/api/account/data-export',
      keepUnusedDataFor: 0,
    }),
    requestDataExport: build.mutation<DataExportAnswer, void>({
      query: () => ({ url: '/api/account/data-export', method: 'POST' }),
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
