import type { CircleRole, MemberRole } from '@tend/contracts';

/** What a member may do in a circle; checked by `may` before any read or change. */
export type CircleAction =
  | 'read'
  | 'changeCircle'
  | 'manageMembers'
  | 'invite'
  | 'manageTasks'
  | 'takeTasks'
  | 'post'
  | 'comment'
  | 'readHealth'
  | 'manageMedications'
  | 'ownHealth';

/**
 * Who may do what. Every member reads the circle, tasks and updates, takes tasks and comments;
 * family and up also post updates; organizers also invite and manage tasks; only the owner changes
 * the circle itself and its members' roles.
 */
const allowed: Record<CircleAction, readonly CircleRole[]> = {
  read: ['owner', 'organizer', 'family', 'helper'],
  takeTasks: ['owner', 'organizer', 'family', 'helper'],
  comment: ['owner', 'organizer', 'family', 'helper'],
  post: ['owner', 'organizer', 'family'],
  invite: ['owner', 'organizer'],
  manageTasks: ['owner', 'organizer'],
  changeCircle: ['owner'],
  manageMembers: ['owner'],
  readHealth: ['owner', 'organizer', 'family'],
  manageMedications: ['owner', 'organizer'],
  ownHealth: ['owner'],
};

/** The recipient's health information (medicines, doses, the care log): never shown to helpers. */
const healthActions: readonly CircleAction[] = ['readHealth', 'manageMedications', 'ownHealth'];

/**
 * Whether the member is answered as if the thing did not exist (404): a helper asking for health
 * information learns nothing of it, not even that it is refused.
 */
export function hiddenFrom(role: CircleRole, action: CircleAction): boolean {
  return healthActions.includes(action) && !may(role, 'readHealth');
}

export function may(role: CircleRole, action: CircleAction): boolean {
  return allowed[action].includes(role);
}

/** Why a member may not: the sentence of the 403. */
export const refusals: Record<CircleAction, string> = {
  read: 'You are not in this care circle.',
  takeTasks: 'You are not in this care circle.',
  comment: 'You are not in this care circle.',
  post: 'Helpers read updates; family, organizers and the owner post them.',
  invite: 'Only the owner and organizers can invite people to the circle.',
  manageTasks: 'Only the owner and organizers can add, change or remove tasks.',
  changeCircle: 'Only the circle’s owner can change it.',
  manageMembers: 'Only the circle’s owner can change or remove members.',
  readHealth: 'You are not in this care circle.',
  manageMedications:
    'Only the owner and organizers can add or change medicines; family members log doses.',
  ownHealth: 'Only the circle’s owner can do this.',
};

/** The roles a member may invite with: organizers invite family and helpers, the owner anyone. */
export function mayInviteAs(inviter: CircleRole, role: MemberRole): boolean {
  if (inviter === 'owner') return true;
  return inviter === 'organizer' && role !== 'organizer';
}

/** Ownership goes only to a member who is family (or an organizer, who is family too). */
export function mayBecomeOwner(role: CircleRole): boolean {
  return role === 'family' || role === 'organizer';
}
