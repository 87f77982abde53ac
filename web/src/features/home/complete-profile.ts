import type { MyCircle } from '@tend/contracts';

/**
 * Whether Home should ask her to complete her profile "and the person you care for". Someone who
 * came in through another caregiver's invitation (a brother, a neighbor who drives) and cares for
 * no one of her own here is not that caregiver: onboarding would make her add the same father
 * again, or a neighbor invent one. She can still add someone from her profile.
 */
export function asksAboutPersonCaredFor({
  recipients,
  circles,
}: {
  recipients: readonly unknown[] | null | undefined;
  circles: readonly Pick<MyCircle, 'yourRole'>[] | null | undefined;
}): boolean {
  if (recipients?.length) return true;
  const joinedOnly = !!circles?.length && circles.every((c) => c.yourRole !== 'owner');
  return !joinedOnly;
}
