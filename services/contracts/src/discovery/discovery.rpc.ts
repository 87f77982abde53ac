import { z } from 'zod';
import { defineRpc } from '../messaging/define';
import { UserId } from '../common/primitives';
import {
  ApproveSourceBody,
  ContentSource,
  ContentSourceBody,
  DiscoveryJob,
  EmergencyStopBody,
  JobsPage,
  JobsPageQuery,
  JobsQuery,
  PreflightReport,
  RejectSourceBody,
  ResourcesQuery,
  ResourcesResult,
  SourceAuditEntry,
  SourcesPage,
  SourcesPageQuery,
  UpdateContentSourceBody,
} from './discovery.schemas';

// The rest of discovery's contracts travel with its RPCs (the package index exports this file).
export * from './discovery.schemas';
export * from './discovery.rules';
export * from './url-patterns';

/** The super administrator acting (from the gateway's authenticated caller, never the body). */
const Actor = z.object({ actorId: UserId });
const SourceRef = z.object({ sourceId: z.uuid() });

/** RPC patterns answered by discovery. */
export const DiscoveryRpc = {
  listSources: defineRpc(
    'discovery',
    'discovery.sources.list',
    z.object({}),
    z.array(ContentSource),
  ),
  pageSources: defineRpc('discovery', 'discovery.sources.page', SourcesPageQuery, SourcesPage),
  createSource: defineRpc(
    'discovery',
    'discovery.sources.create',
    ContentSourceBody.extend(Actor.shape),
    ContentSource,
  ),
  updateSource: defineRpc(
    'discovery',
    'discovery.sources.update',
    UpdateContentSourceBody.extend(Actor.shape).extend(SourceRef.shape),
    ContentSource,
  ),
  approveSource: defineRpc(
    'discovery',
    'discovery.sources.approve',
    ApproveSourceBody.extend(Actor.shape).extend(SourceRef.shape),
    ContentSource,
  ),
  rejectSource: defineRpc(
    'discovery',
    'discovery.sources.reject',
    RejectSourceBody.extend(Actor.shape).extend(SourceRef.shape),
    ContentSource,
  ),
  emergencyStop: defineRpc(
    'discovery',
    'discovery.sources.emergency-stop',
    EmergencyStopBody.extend(Actor.shape).extend(SourceRef.shape),
    ContentSource,
  ),
  sourceAudit: defineRpc(
    'discovery',
    'discovery.sources.audit',
    SourceRef,
    z.array(SourceAuditEntry),
  ),
  preflight: defineRpc('discovery', 'discovery.sources.preflight', SourceRef, PreflightReport),
  startCrawl: defineRpc(
    'discovery',
    'discovery.crawl.start',
    SourceRef.extend(Actor.shape),
    DiscoveryJob,
  ),
  listJobs: defineRpc('discovery', 'discovery.jobs.list', JobsQuery, z.array(DiscoveryJob)),
  pageJobs: defineRpc('discovery', 'discovery.jobs.page', JobsPageQuery, JobsPage),
  cancelJob: defineRpc(
    'discovery',
    'discovery.jobs.cancel',
    z.object({ jobId: z.uuid() }).extend(Actor.shape),
    DiscoveryJob,
  ),
  searchResources: defineRpc(
    'discovery',
    'discovery.resources.search',
    ResourcesQuery,
    ResourcesResult,
  ),
} as const;
