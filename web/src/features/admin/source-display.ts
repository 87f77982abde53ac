import { availableActions, type ApprovalStatus, type SourceAction } from '@tend/contracts';

export const ApprovalStatusLabels: Record<ApprovalStatus, string> = {
  pending: 'Pending Review',
  approved: 'Approved',
  rejected: 'Rejected',
  emergency_stop: 'Emergency Stopped',
};

/**
 * The actions the tool offers on a source (spec section 4): approve on pending ones, emergency
 * stop on approved ones. Rejecting exists in the service but no action producing it is shown.
 */
export function offeredActions(status: ApprovalStatus): Exclude<SourceAction, 'reject'>[] {
  return availableActions(status).filter(
    (action): action is Exclude<SourceAction, 'reject'> => action !== 'reject',
  );
}

/** The job id as shown: its first 8 characters. */
export function shortJobId(id: string): string {
  return id.slice(0, 8);
}
