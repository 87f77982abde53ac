import type { TagProps } from 'antd';
import {
  availableActions,
  type ApprovalStatus,
  type JobStatus,
  type PreflightReport,
  type SourceAction,
} from '@tend/contracts';

export const ApprovalStatusLabels: Record<ApprovalStatus, string> = {
  pending: 'Pending Review',
  approved: 'Approved',
  rejected: 'Rejected',
  emergency_stop: 'Emergency Stopped',
};

/** The colour of a source's status tag (antd's status colours, from the theme's palette). */
export const ApprovalStatusColors: Record<ApprovalStatus, TagProps['color']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'default',
  emergency_stop: 'error',
};

/**
 * The actions the tool offers on a source (docs/product-spec.md section 4): approve on pending ones, emergency
 * stop on approved ones. Rejecting exists in the service but no action producing it is shown.
 */
export function offeredActions(status: ApprovalStatus): Exclude<SourceAction, 'reject'>[] {
  return availableActions(status).filter(
    (action): action is Exclude<SourceAction, 'reject'> => action !== 'reject',
  );
}

/** The colour of a job's status tag. */
export const JobStatusColors: Record<JobStatus, TagProps['color']> = {
  queued: 'default',
  running: 'processing',
  completed: 'success',
  failed: 'error',
  cancelled: 'default',
};

/** The job id as shown: its first 8 characters. */
export function shortJobId(id: string): string {
  return id.slice(0, 8);
}

/**
 * The preflight says nothing would be crawled: robots.txt refuses the base URL, or no page could
 * be read, so its estimate is 0 pages.
 */
export function nothingWouldBeCrawled(report: Pick<PreflightReport, 'estimatedPages'>): boolean {
  return report.estimatedPages === 0;
}
