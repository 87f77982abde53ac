import { api } from '../../app/api';
import { routeMutation, routeQuery } from '../../app/api-routes';

type InCircle = { recipientId: string };
const circle = ({ recipientId }: InCircle) => ({ params: { id: recipientId } });

// Its tag is added here, in the doctor's page's chunk, not in the first download's api.ts.
const summaryTagged = api.enhanceEndpoints({ addTagTypes: ['VisitSummary', 'VisitSummaryLinks'] });
const linksOf = (_r: unknown, _e: unknown, { recipientId }: InCircle) => [
  { type: 'VisitSummaryLinks' as const, id: recipientId },
];

/** One page for the doctor (care-circle through the gateway), and its links for a clinician. */
export const visitSummaryApi = summaryTagged.injectEndpoints({
  endpoints: (build) => ({
    getVisitSummary: build.query({
      ...routeQuery('visitSummary', circle),
      providesTags: (_r, _e, { recipientId }) => [{ type: 'VisitSummary', id: recipientId }],
    }),
    /** The owner's questions for the doctor: the whole list, replaced. */
    setVisitQuestions: build.mutation({
      ...routeMutation('setVisitQuestions', (arg: InCircle & { questions: string[] }) => ({
        ...circle(arg),
        body: { questions: arg.questions },
      })),
      invalidatesTags: (_r, _e, { recipientId }) => [{ type: 'VisitSummary', id: recipientId }],
    }),
    /** The owner's links, without their addresses (only the one just made carries its own). */
    listVisitSummaryLinks: build.query({
      ...routeQuery('listVisitSummaryLinks', circle),
      providesTags: linksOf,
    }),
    shareVisitSummary: build.mutation({
      ...routeMutation('shareVisitSummary', circle),
      invalidatesTags: linksOf,
    }),
    revokeVisitSummaryLink: build.mutation({
      ...routeMutation('revokeVisitSummaryLink', (arg: InCircle & { linkId: string }) => ({
        params: { id: arg.recipientId, linkId: arg.linkId },
      })),
      invalidatesTags: linksOf,
    }),
    /** A clinician's view through a link: no account, the token is the credential. */
    getSharedVisitSummary: build.query({
      ...routeQuery('sharedVisitSummary', (token: string) => ({ params: { token } })),
    }),
  }),
});

export const {
  useGetVisitSummaryQuery,
  useSetVisitQuestionsMutation,
  useListVisitSummaryLinksQuery,
  useShareVisitSummaryMutation,
  useRevokeVisitSummaryLinkMutation,
  useGetSharedVisitSummaryQuery,
} = visitSummaryApi;
