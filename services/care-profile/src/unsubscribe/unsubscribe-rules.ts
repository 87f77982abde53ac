import {
  EmailAddress,
  UnsubscribeMessages,
  type UnsubscribeResult,
  type UnsubscribeScope,
} from '@tend/contracts';
import { verifyUnsubscribeToken } from '@tend/contracts/node';

/** What the page shows under 'Unsubscribed Successfully!', by what the link stopped. */
export const UnsubscribedMessages: Record<UnsubscribeScope, string> = {
  all: 'You have been unsubscribed from all optional Tend emails. Messages about your account and its security will still reach you.',
  tips: 'You have been unsubscribed from care tips emails.',
  updates: 'You have been unsubscribed from Tend updates and reminder emails.',
};

export interface UnsubscribeRequest {
  email: string;
  scope: UnsubscribeScope;
}

/**
 * The address and scope a link names, or undefined for anything not signed with our secret:
 * altered, forged, truncated, malformed. Never throws.
 */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): UnsubscribeRequest | undefined {
  try {
    const verified = verifyUnsubscribeToken(secret, token.trim());
    const email = verified && EmailAddress.safeParse(verified.email);
    if (!verified || !email?.success) return undefined;
    return { email: email.data, scope: verified.scope };
  } catch {
    return undefined;
  }
}

export function unsubscribed({ email, scope }: UnsubscribeRequest): UnsubscribeResult {
  return { success: true, message: UnsubscribedMessages[scope], email, emailType: scope };
}

/** A link we did not sign changes nothing and says so, without naming any address. */
export const unsubscribeRefused: UnsubscribeResult = {
  success: false,
  message: UnsubscribeMessages.invalidLink,
  email: null,
  emailType: null,
};
