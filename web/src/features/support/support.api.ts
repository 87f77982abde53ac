import { api } from '../../app/api';
import { routeMutation } from '../../app/api-routes';

export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendSupportRequest: build.mutation(routeMutation('submitSupport')),
    /** Help for someone who cannot sign in (`website` is the form's hidden honeypot). */
    sendPublicSupportRequest: build.mutation(routeMutation('submitPublicSupport')),
  }),
});

export const { useSendSupportRequestMutation, useSendPublicSupportRequestMutation } = supportApi;
