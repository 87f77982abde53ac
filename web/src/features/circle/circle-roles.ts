import type { CircleRole, MemberRole } from '@tend/contracts';

/** The roles a member can be given, in the order the screens offer them. */
export const MEMBER_ROLES: readonly MemberRole[] = ['family', 'organizer', 'helper'];

/**
 * Who may do what in a circle, as care-circle enforces it (circle-rules.ts there): the screens
 * hide what one may not do.
 */
export const can = {
  invite: (role: CircleRole) => role === 'owner' || role === 'organizer',
  manageMembers: (role: CircleRole) => role === 'owner',
  manageTasks: (role: CircleRole) => role === 'owner' || role === 'organizer',
  /** Helpers read updates; the others post them. */
  post: (role: CircleRole) => role !== 'helper',
  /** Dose and refill reminders are health information: never a helper's. */
  takeDoseReminders: (role: CircleRole) => role !== 'helper',
};

/** The roles one may invite with: the owner any, an organizer family and helpers. */
export const inviteRoles = (inviter: CircleRole): readonly MemberRole[] =>
  inviter === 'owner' ? MEMBER_ROLES : MEMBER_ROLES.filter((role) => role !== 'organizer');

/** Ownership goes only to family (an organizer is family too). */
export const canBecomeOwner = (role: CircleRole) => role === 'family' || role === 'organizer';
