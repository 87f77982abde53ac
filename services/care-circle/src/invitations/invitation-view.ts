import type { Invitation } from '@tend/contracts';
import { invitationStatus } from './invitation-rules';
import type { InvitationRow } from './invitations.repository';

/**
 * The address typed for an invitation is shown to those who may invite until it is answered; then
 * it is the member's own (or a stranger's who said no), which no one else sees unless they share it.
 */
export function invitationView(row: InvitationRow, now: Date): Invitation {
  const answered = row.state === 'accepted' || row.state === 'declined';
  return {
    id: row.id,
    email: answered ? null : row.email,
    role: row.role,
    inviterName: row.inviterName,
    status: invitationStatus(row.state, row.expiresAt, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
