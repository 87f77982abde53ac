import { closedLinkReason, invitationStatus } from './invitation-rules';

describe('an invitation’s status', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const later = new Date('2026-12-08T12:00:00Z');
  const earlier = new Date('2026-11-30T12:00:00Z');

  it.each([
    ['pending', later, 'pending', null],
    ['pending', earlier, 'expired', 'This invitation has expired. Please ask for a new one.'],
    ['accepted', later, 'accepted', 'This invitation has already been used.'],
    ['declined', earlier, 'declined', 'This invitation has already been used.'],
    ['revoked', later, 'revoked', 'This invitation was withdrawn.'],
  ] as const)('%s, expiring %s: %s', (state, expiresAt, status, reason) => {
    expect(invitationStatus(state, expiresAt, now)).toBe(status);
    expect(closedLinkReason(invitationStatus(state, expiresAt, now))).toBe(reason);
  });
});
