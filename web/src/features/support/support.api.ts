import type { PublicSupportRequestBody, SupportRequestBody } from '@tend/contracts';
import { api } from '../../app/api';

export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendSupportRequest: build.mutation<unknown, SupportRequestBody>({
      query: (body) => ({ url: '/api/support', method: 'POST', body }),
    }),
    /** Help for someone who cannot sign in (`website` is the form's hidden honeypot). */
    sendPublicSupportRequest: build.mutation<unknown, PublicSupportRequestBody>({
      query: (body) => ({ url: '/api/support/public', method: 'POST', body }),
    }),
  }),
});

export const { useSendSupportRequestMutation, useSendPublicSupportRequestMutation } = supportApi;
