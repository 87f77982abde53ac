import type { LogRanges, RouteBody, RouteQuery } from '@tend/contracts';
import { api } from '../../app/api';
import { routeMutation, routeQuery } from '../../app/api-routes';

type InCircle = { recipientId: string };
const circle = ({ recipientId }: InCircle) => ({ params: { id: recipientId } });

type OnEntry = InCircle & { entryId: string };
const onEntry = ({ recipientId, entryId }: OnEntry) => ({ params: { id: recipientId, entryId } });
/** What a change of the log makes stale: the log itself and the doctor's page. */
const changedLog = (_r: unknown, _e: unknown, { recipientId }: InCircle) => [
  { type: 'CareLog' as const, id: recipientId },
  { type: 'VisitSummary' as const, id: recipientId },
];

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
    /** A correction by the entry's author or the owner: the charts and list are asked again. */
    updateCareLogEntry: build.mutation({
      ...routeMutation(
        'updateCareLogEntry',
        (arg: OnEntry & { entry: RouteBody<'updateCareLogEntry'> }) => ({
          ...onEntry(arg),
          body: arg.entry,
        }),
      ),
      invalidatesTags: changedLog,
    }),
    deleteCareLogEntry: build.mutation({
      ...routeMutation('deleteCareLogEntry', (arg: OnEntry) => onEntry(arg)),
      invalidatesTags: changedLog,
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

export const {
  useGetCareLogQuery,
  useAddCareLogEntryMutation,
  useUpdateCareLogEntryMutation,
  useDeleteCareLogEntryMutation,
  useSetCareLogRangesMutation,
} = careLogApi;
