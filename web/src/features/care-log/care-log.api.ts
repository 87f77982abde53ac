import type { LogRanges, RouteBody, RouteQuery } from '@tend/contracts';
import { api } from '../../app/api';
import { routeMutation, routeQuery } from '../../app/api-routes';

type InCircle = { recipientId: string };
const circle = ({ recipientId }: InCircle) => ({ params: { id: recipientId } });

// Its tag is added here, in the care log's chunk, not in the first download's api.ts.
const logTagged = api.enhanceEndpoints({ addTagTypes: ['CareLog', 'VisitSummary'] });

/** The recipient's care log (care-circle through the gateway): family, organizers and the owner. */
export const careLogApi = logTagged.injectEndpoints({
  endpoints: (build) => ({
    getCareLog: build.query({
      ...routeQuery('listCareLog', (arg: InCircle & RouteQuery<'listCareLog'>) => ({
        ...circle(arg),
        query: { period: arg.period, ...(arg.kind && { kind: arg.kind }) },
      })),
      providesTags: (_r, _e, { recipientId }) => [{ type: 'CareLog', id: recipientId }],
    }),
    addCareLogEntry: build.mutation({
      ...routeMutation(
        'addCareLogEntry',
        (arg: InCircle & { entry: RouteBody<'addCareLogEntry'> }) => ({
          ...circle(arg),
          body: arg.entry,
        }),
      ),
      invalidatesTags: (_r, _e, { recipientId }) => [
        { type: 'CareLog', id: recipientId },
        { type: 'VisitSummary', id: recipientId },
      ],
    }),
    /** The owner's ranges: a value outside one is marked. */
    setCareLogRanges: build.mutation({
      ...routeMutation('setCareLogRanges', (arg: InCircle & { ranges: LogRanges }) => ({
        ...circle(arg),
        body: { ranges: arg.ranges },
      })),
      invalidatesTags: (_r, _e, { recipientId }) => [
        { type: 'CareLog', id: recipientId },
        { type: 'VisitSummary', id: recipientId },
      ],
    }),
  }),
});

export const { useGetCareLogQuery, useAddCareLogEntryMutation, useSetCareLogRangesMutation } =
  careLogApi;
