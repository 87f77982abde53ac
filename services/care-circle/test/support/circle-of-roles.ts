import type { RouteBody } from '@tend/contracts';
import {
  joinCircle,
  signUp,
  TestStack,
  type SignedUpCaregiver,
  circleServices,
} from '@tend/test-stack';

/** Who asks: each role of the circle, someone outside it, and a member the owner removed. */
export const actors = ['owner', 'organizer', 'family', 'helper', 'stranger', 'removed'] as const;
export type Actor = (typeof actors)[number];

const names: Record<Actor, string> = {
  owner: 'Ana',
  organizer: 'Luis',
  family: 'Rosa',
  helper: 'Sam',
  stranger: 'Kim',
  removed: 'Lee',
};

export interface CircleOfRoles {
  stack: TestStack;
  people: Record<Actor, SignedUpCaregiver>;
  recipientId: string;
}

/**
 * A stack with care-circle and what it talks to, and a circle with a member of every role: the
 * owner's recipient, an organizer, a family member and a helper who accepted her invitations, a
 * stranger, and a family member she removed.
 */
export async function startCircleOfRoles(
  recipient: RouteBody<'createRecipient'>,
): Promise<CircleOfRoles> {
  const stack = await TestStack.start(circleServices);
  const signedUp = await Promise.all(actors.map((actor) => signUp(stack, names[actor])));
  const people = Object.fromEntries(actors.map((actor, i) => [actor, signedUp[i]])) as Record<
    Actor,
    SignedUpCaregiver
  >;
  const owner = { token: people.owner.token };
  const { id: recipientId } = await stack.call('createRecipient', { ...owner, body: recipient });
  for (const [actor, role] of [
    ['organizer', 'organizer'],
    ['family', 'family'],
    ['helper', 'helper'],
    ['removed', 'family'],
  ] as const)
    await joinCircle(stack, { ownerToken: owner.token, recipientId }, people[actor], role);
  const removed = await stack.call('removeMember', {
    ...owner,
    params: { id: recipientId, userId: people.removed.userId },
  });
  if (!removed.ok) throw new Error('the owner could not remove a member');
  return { stack, people, recipientId };
}
