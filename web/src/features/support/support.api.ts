import type { SupportRequestBody } from '@tend/contracts';
import { api } from '../../app/api';

export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendSupportRequest: build.mutation<unknown, SupportRequestBody>({
      query: (body) => ({ url: '/api/support', method: 'POST', body }),
    }),
  }),
});

export const { useSendSupportRequestMutation } = supportApi;
