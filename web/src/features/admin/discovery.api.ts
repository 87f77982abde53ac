import type { RouteBody, RouteQuery } from '@tend/contracts';
import { api } from '../../app/api';
import { routeMutation, routeQuery } from '../../app/api-routes';

const discoveryTagged = api.enhanceEndpoints({ addTagTypes: ['Sources', 'Jobs', 'SourceAudit'] });

/** docs/product-spec.md section 9: sources are cached 30 s, jobs 10 s. */
export const SOURCES_CACHE_S = 30;
export const JOBS_CACHE_S = 10;
/** While a job is queued or running its progress is fetched this often. */
export const JOBS_POLL_MS = 2000;
/** Sources or jobs shown per "Load more". */
export const SOURCES_PAGE_SIZE = 20;

/** The jobs tab's filter and page: an empty status is every status, a null cursor the first page. */
export interface JobsPageArgs {
  status: NonNullable<RouteQuery<'pageJobs'>['status']> | '';
  cursor: string | null;
}

/** The sources tab's search, filter and page, as JobsPageArgs. */
export interface SourcesPageArgs {
  q: string;
  status: NonNullable<RouteQuery<'pageSources'>['status']> | '';
  cursor: string | null;
}

/** What the page routes read: an empty search or filter, or the first page's cursor, is not sent. */
function pageQuery<Status extends string>(page: { status: Status | ''; cursor: string | null }) {
  return {
    limit: SOURCES_PAGE_SIZE,
    status: page.status === '' ? undefined : page.status,
    cursor: page.cursor ?? undefined,
  };
}

/** The actions on one source: its id in the path, the rest as the body. */
type OnSource<N extends 'approveSource' | 'emergencyStop'> = { id: string } & RouteBody<N>;

export const discoveryApi = discoveryTagged.injectEndpoints({
  endpoints: (build) => ({
    getSourcesPage: build.query({
      ...routeQuery('pageSources', ({ q, ...page }: SourcesPageArgs) => ({
        query: { ...pageQuery(page), q: q.trim() || undefined },
      })),
      providesTags: ['Sources'],
      keepUnusedDataFor: SOURCES_CACHE_S,
    }),
    createSource: build.mutation({
      ...routeMutation('createSource'),
      invalidatesTags: ['Sources'],
    }),
    approveSource: build.mutation({
      ...routeMutation('approveSource', ({ id, legalNotes }: OnSource<'approveSource'>) => ({
        params: { id },
        body: { legalNotes },
      })),
      invalidatesTags: ['Sources', 'SourceAudit'],
    }),
    emergencyStop: build.mutation({
      ...routeMutation('emergencyStop', ({ id, reason }: OnSource<'emergencyStop'>) => ({
        params: { id },
        body: { reason },
      })),
      invalidatesTags: ['Sources', 'SourceAudit', 'Jobs'],
    }),
    getSourceAudit: build.query({
      ...routeQuery('sourceAudit', (id: string) => ({ params: { id } })),
      providesTags: ['SourceAudit'],
    }),
    getPreflight: build.query(routeQuery('preflight', (id: string) => ({ params: { id } }))),
    startCrawl: build.mutation({
      ...routeMutation('startCrawl', (id: string) => ({ params: { id } })),
      invalidatesTags: ['Jobs'],
    }),
    getJobsPage: build.query({
      ...routeQuery('pageJobs', (page: JobsPageArgs) => ({ query: pageQuery(page) })),
      providesTags: ['Jobs'],
      keepUnusedDataFor: JOBS_CACHE_S,
    }),
    cancelJob: build.mutation({
      ...routeMutation('cancelJob', (id: string) => ({ params: { id } })),
      invalidatesTags: ['Jobs'],
    }),
  }),
});

export const {
  useGetSourcesPageQuery,
  useCreateSourceMutation,
  useApproveSourceMutation,
  useEmergencyStopMutation,
  useGetSourceAuditQuery,
  useGetPreflightQuery,
  useStartCrawlMutation,
  useGetJobsPageQuery,
  useCancelJobMutation,
} = discoveryApi;
