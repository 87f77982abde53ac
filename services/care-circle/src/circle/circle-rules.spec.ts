import type { CircleRole } from '@tend/contracts';
import { hiddenFrom, may, mayBecomeOwner, mayInviteAs, type CircleAction } from './circle-rules';

const table: [CircleAction, CircleRole[]][] = [
  ['read', ['owner', 'organizer', 'family', 'helper']],
  ['takeTasks', ['owner', 'organizer', 'family', 'helper']],
  ['comment', ['owner', 'organizer', 'family', 'helper']],
  ['post', ['owner', 'organizer', 'family']],
  ['invite', ['owner', 'organizer']],
  ['manageTasks', ['owner', 'organizer']],
  ['changeCircle', ['owner']],
  ['manageMembers', ['owner']],
  ['readHealth', ['owner', 'organizer', 'family']],
  ['manageMedications', ['owner', 'organizer']],
  ['ownHealth', ['owner']],
];
const roles: CircleRole[] = ['owner', 'organizer', 'family', 'helper'];

describe('what each role may do in a circle', () => {
  it.each(table)('%s: %j', (action, allowedRoles) => {
    expect(roles.filter((role) => may(role, action))).toEqual(allowedRoles);
  });

  it('organizers invite family and helpers, the owner anyone, nobody else', () => {
    expect(mayInviteAs('owner', 'organizer')).toBe(true);
    expect(mayInviteAs('organizer', 'organizer')).toBe(false);
    expect(mayInviteAs('organizer', 'helper')).toBe(true);
    expect(mayInviteAs('family', 'helper')).toBe(false);
    expect(mayInviteAs('helper', 'family')).toBe(false);
  });

  it('hides health information from helpers only, as if it did not exist', () => {
    for (const action of ['readHealth', 'manageMedications', 'ownHealth'] as const)
      expect(roles.filter((role) => hiddenFrom(role, action))).toEqual(['helper']);
    expect(roles.filter((role) => hiddenFrom(role, 'manageTasks'))).toEqual([]);
  });

  it('hands ownership only to family', () => {
    expect(roles.filter(mayBecomeOwner)).toEqual(['organizer', 'family']);
  });
});
