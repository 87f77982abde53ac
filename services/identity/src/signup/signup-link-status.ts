import type { SignupLinkStatus } from '@tend/contracts';
import { isLive } from '../tokens/link-token';

export interface SignupLinkFacts {
  /** The pending sign-up the link belongs to, if it is still waiting. */
  pending?: { expiresAt: Date };
  /** The link's address (or, for a used link, its user) has an account. */
  accountExists: boolean;
  now: Date;
}

/**
 * What an opened sign-up link leads to. An account beats everything: a person who already signed
 * up is sent to sign in, never through the password and legal steps to a dead end.
 */
export function signupLinkStatus({
  pending,
  accountExists,
  now,
}: SignupLinkFacts): SignupLinkStatus {
  if (accountExists) return 'account-exists';
  if (pending && isLive(pending, now)) return 'ready';
  return 'expired';
}
