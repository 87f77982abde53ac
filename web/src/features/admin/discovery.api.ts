import type {
  ApprovalStatus,
  ContentSource,
  ContentSourceBody,
  DiscoveryJob,
  JobStatus,
  JobsPage,
  PreflightReport,
  SourceAuditEntry,
  SourcesPage,
} from '@tend/contracts';
import { api } from '../../app/api';

const discoveryTagged = api.enhanceEndpoints({ addTagTypes: ['Sources', 'Jobs', 'SourceAudit'] });

/** docs/product-spec.md section 9: sources are cached 30 s, jobs 10 s. */
export const SOURCES_CACHE_S = 30;
export const JOBS_CACHE_S = 10;
/** While a job is queued or running its progress is fetched this often. */
export const JOBS_POLL_MS = 2000;
/** Sources or jobs shown per "Load more". */
export const SOURCES_PAGE_SIZE = 20;

export interface JobsPageArgs {
  status: JobStatus | '';
  cursor: string | null;
}

export interface SourcesPageArgs {
  q: string;
  status: ApprovalStatus | '';
  cursor: string | null;
}

export const discoveryApi = discoveryTagged.injectEndpoints({
  endpoints: (build) => ({
    getSourcesPage: build.query<SourcesPage | null, SourcesPageArgs>({
      query: ({ q, status, cursor }) => {
        const params = new URLSearchParams({ limit: String(SOURCES_PAGE_SIZE) });
        if (q.trim()) params.set('q', q.trim());
        if (status) params.set('status', status);
        if (cursor) params.set('cursor', cursor);
        return `/api/discovery/sources/paged?${params.toString()}`;
      },
      providesTags: ['Sources'],
      keepUnusedDataFor: SOURCES_CACHE_S,
    }),
    createSource: build.mutation<ContentSource, ContentSourceBody>({
      query: (body) => ({ url: '/api/discovery/sources', method: 'POST', body }),
      invalidatesTags: ['Sources'],
    }),
    approveSource: build.mutation<ContentSource, { id: string; legalNotes: string | null }>({
      query: ({ id, legalNotes }) => ({
        url: `/api/discovery/sources/${encodeURIComponent(id)}/approve`,
        method: 'POST',
        body: { legalNotes },
      }),
      invalidatesTags: ['Sources', 'SourceAudit'],
    }),
    emergencyStop: build.mutation<ContentSource, { id: string; reason: string }>({
      query: ({ id, reason }) => ({
        url: `/api/discovery/sources/${encodeURIComponent(id)}/emergency-stop`,
        method: 'POST',
        body: { reason },
      }),
      invalidatesTags: ['Sources', 'SourceAudit', 'Jobs'],
    }),
    getSourceAudit: build.query<SourceAuditEntry[] | null, string>({
      query: (id) => `/api/discovery/sources/${encodeURIComponent(id)}/audit`,
      providesTags: ['SourceAudit'],
    }),
    getPreflight: build.query<PreflightReport | null, string>({
      query: (id) => `/api/discovery/sources/${encodeURIComponent(id)}/preflight`,
    }),
    startCrawl: build.mutation<DiscoveryJob, string>({
      query: (id) => ({
        url: `/api/discovery/sources/${encodeURIComponent(id)}/crawl`,
        method: 'POST',
      }),
      invalidatesTags: ['Jobs'],
    }),
    getJobsPage: build.query<JobsPage | null, JobsPageArgs>({
      query: ({ status, cursor }) => {
        const params = new URLSearchParams({ limit: String(SOURCES_PAGE_SIZE) });
        if (status) params.set('status', status);
        if (cursor) params.set('cursor', cursor);
        return `/api/discovery/jobs/paged?${params.toString()}`;
      },
      providesTags: ['Jobs'],
      keepUnusedDataFor: JOBS_CACHE_S,
    }),
    cancelJob: build.mutation<DiscoveryJob, string>({
      query: (id) => ({
        url: `/api/discovery/jobs/${encodeURIComponent(id)}/cancel`,
        method: 'POST',
      }),
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
