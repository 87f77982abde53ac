/**
 * Content source approval (docs/product-spec.md section 4) and job figures, as plain rules shared
 * by the service and the admin tool.
 */

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected', 'emergency_stop'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const SOURCE_ACTIONS = ['approve', 'reject', 'emergency_stop'] as const;
export type SourceAction = (typeof SOURCE_ACTIONS)[number];

const transitions: Record<SourceAction, { from: ApprovalStatus; to: ApprovalStatus }> = {
  approve: { from: 'pending', to: 'approved' },
  reject: { from: 'pending', to: 'rejected' },
  emergency_stop: { from: 'approved', to: 'emergency_stop' },
};

/** Where an action leads from a status, or undefined when the action is not offered there. */
export function nextApprovalStatus(
  from: ApprovalStatus,
  action: SourceAction,
): ApprovalStatus | undefined {
  const rule = transitions[action];
  return rule.from === from ? rule.to : undefined;
}

/** The actions offered on a source in this status. */
export function availableActions(status: ApprovalStatus): SourceAction[] {
  return SOURCE_ACTIONS.filter((action) => nextApprovalStatus(status, action) !== undefined);
}

/** Only approved sources are crawled (and scheduled). */
export function isCrawlable(status: ApprovalStatus): boolean {
  return status === 'approved';
}

export const CrawlRefusals = {
  notFound: 'We could not find that content source.',
  notApproved: 'Only approved sources can be crawled.',
  stopped: 'This source is under an emergency stop: no crawls are started.',
  notCompliant: 'This source is not marked robots.txt compliant, so it is not crawled.',
  busy: 'A crawl of this source is already queued or running.',
};

/** Why a source may not be crawled now, or undefined when it may (the service and the tool alike). */
export function crawlRefusal(source: {
  approvalStatus: ApprovalStatus;
  robotsTxtCompliant: boolean;
}): string | undefined {
  if (source.approvalStatus === 'emergency_stop') return CrawlRefusals.stopped;
  if (!isCrawlable(source.approvalStatus)) return CrawlRefusals.notApproved;
  if (!source.robotsTxtCompliant) return CrawlRefusals.notCompliant;
  return undefined;
}

/** urlsSucceeded / urlsProcessed as a rounded percent, 0 when nothing was processed. */
export function successRate(urlsSucceeded: number, urlsProcessed: number): number {
  if (urlsProcessed <= 0) return 0;
  return Math.round((urlsSucceeded / urlsProcessed) * 100);
}

/** How far a running crawl is: processed out of what it knows it will fetch, capped at 99 until it ends. */
export function progressPercent(urlsProcessed: number, urlsToFetch: number): number {
  if (urlsToFetch <= 0) return 0;
  return Math.min(99, Math.floor((urlsProcessed / urlsToFetch) * 100));
}

export const JOB_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
/** What started a crawl: an administrator, or the source's schedule. */
export const JOB_TRIGGERS = ['manual', 'scheduled'] as const;
/** What a source's audit entry records. */
export const SOURCE_AUDIT_ACTIONS = [
  'created',
  'edited',
  'approved',
  'rejected',
  'emergency_stop',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export function isJobActive(status: JobStatus): boolean {
  return status === 'queued' || status === 'running';
}

export const SKIP_REASONS = ['robots', 'pattern', 'depth', 'offSite', 'duplicate'] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];
export type SkipCounts = Record<SkipReason, number>;

export function noSkips(): SkipCounts {
  return { robots: 0, pattern: 0, depth: 0, offSite: 0, duplicate: 0 };
}
