import { forwardingController } from '../../http/routes/forwarding-controller';

const source = { id: 'We could not find that content source.' };
const job = { id: 'We could not find that discovery job.' };

/**
 * The super administrators' content discovery tool (sources, their review, crawl jobs), forwarded
 * to discovery as RouteForwards declares.
 */
export const DiscoveryForwards = forwardingController('DiscoveryForwards', 'discovery', {
  listSources: {},
  /** Paged, searchable and filtered; the spec's `GET sources` keeps its whole array. */
  pageSources: {},
  createSource: {},
  updateSource: { ids: source },
  approveSource: { ids: source },
  rejectSource: { ids: source },
  emergencyStop: { ids: source },
  sourceAudit: { ids: source },
  preflight: { ids: source },
  startCrawl: { ids: source },
  listJobs: {},
  pageJobs: {},
  cancelJob: { ids: job },
});

/** The caregiving resources library, for every signed-in user. */
export const ResourcesForwards = forwardingController('ResourcesForwards', 'resources', {
  searchResources: {},
});
