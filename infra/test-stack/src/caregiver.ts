import { randomUUID } from 'node:crypto';
import type { RouteBody } from '@tend/contracts';
import type { TestStack } from './test-stack';

export const strongPassword = 'Caring4Mom!';

export interface SignedUpCaregiver {
  email: string;
  firstName: string;
  token: string;
  userId: string;
}

/** The token from the newest verification e-mail sent to `email`, as a person would click it. */
export async function verificationToken(stack: TestStack, email: string): Promise<string> {
  const mail = await stack.mail.waitFor(
    (m) => m.to.includes(email) && m.subject.startsWith('Confirm your email'),
    15_000,
  );
  const link = mail.links.find((href) => href.includes('/signup?token='));
  if (!link) throw new Error(`no verification link in: ${mail.text}`);
  return new URL(link).searchParams.get('token') ?? '';
}

/**
 * Signs a new caregiver up the way the web client does: e-mail, link, password, agreements;
 * `eligibility` is what the client sends when the visitor came from the checker's results.
 */
export async function signUp(
  stack: TestStack,
  firstName = 'Maria',
  lastName = 'Lopez',
  { eligibility }: { eligibility?: RouteBody<'sendVerification'>['eligibility'] } = {},
): Promise<SignedUpCaregiver> {
  // Any name may be tried (markup, say): the address keeps only its plain letters.
  const local = firstName.toLowerCase().replace(/[^a-z]/g, '') || 'caregiver';
  const email = `${local}.${randomUUID().slice(0, 8)}@example.com`;
  await stack.call('sendVerification', { body: { email, firstName, lastName, eligibility } });
  const token = await verificationToken(stack, email);
  const done = await stack.call('completeSignup', {
    body: {
      token,
      password: strongPassword,
      agreedToTerms: true,
      agreedToPrivacy: true,
      consentedToDataUsage: true,
    },
  });
  return { email, firstName, token: done.token, userId: done.user.id };
}

/**
 * Deletes a caregiver's account as Settings does (the password again, then DELETE): answers the
 * status, 200 or a refusal the route declares.
 */
export function deleteAccount(stack: TestStack, token: string, currentPassword = strongPassword) {
  return stack.callStatus('deleteAccount', { token, body: { currentPassword } });
}
