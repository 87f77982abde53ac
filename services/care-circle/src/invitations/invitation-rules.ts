import type { INVITATION_STATES, InvitationStatus } from '@tend/contracts';

type StoredState = (typeof INVITATION_STATES)[number];

/** What an invitation is now: its stored state, or expired when still pending past its day. */
export function invitationStatus(state: StoredState, expiresAt: Date, now: Date): InvitationStatus {
  return state === 'pending' && expiresAt.getTime() <= now.getTime() ? 'expired' : state;
}

/** Why a link no longer works (410), or null while it does. */
export function closedLinkReason(status: InvitationStatus): string | null {
  switch (status) {
    case 'pending':
      return null;
    case 'expired':
      return 'This invitation has expired. Please ask for a new one.';
    case 'revoked':
      return 'This invitation was withdrawn.';
    case 'accepted':
    case 'declined':
      return 'This invitation has already been used.';
  }
}
