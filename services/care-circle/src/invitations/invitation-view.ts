import type { Invitation } from '@tend/contracts';
import { invitationStatus } from './invitation-rules';
import type { InvitationRow } from './invitations.repository';

export function invitationView(row: InvitationRow, now: Date): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    inviterName: row.inviterName,
    status: invitationStatus(row.state, row.expiresAt, now),
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
