import type { PublicSupportRequestBody } from '@tend/contracts';
import type { RequestLimit } from '@tend/platform';

/** A request counted per key in Redis, one window from its first request. */
export type SupportLimit = RequestLimit;

/** Enough for someone locked out to write again; not enough to flood the support inbox. */
export const publicLimits = { perClientPerHour: 6, perAddressPerHour: 3 } as const;

/**
 * True when the hidden `website` field was filled: people never see it, so only a bot does.
 * Such a request gets the same answer as any other and is never delivered.
 */
export function caughtByHoneypot(website: unknown): boolean {
  if (website === undefined || website === null) return false;
  return typeof website !== 'string' || website.trim() !== '';
}

/** The per-client and per-address limits a visitor's request counts against. */
export function publicSupportLimits(
  email: string,
  clientIp: string,
  supportEmail: string,
): SupportLimit[] {
  const hour = 3600;
  return [
    {
      key: `support-public:client:${clientIp}`,
      max: publicLimits.perClientPerHour,
      windowSeconds: hour,
      message: `Several requests have come from this device in the last hour. Please wait an hour before sending another, or email ${supportEmail} directly.`,
    },
    {
      key: `support-public:email:${email}`,
      max: publicLimits.perAddressPerHour,
      windowSeconds: hour,
      message: `We already have several requests from ${email} in the last hour, and we will answer them. To add something, please wait an hour or email ${supportEmail} directly.`,
    },
  ];
}

/** What the support inbox sees: who to answer, and that they could not sign in to ask. */
export function publicSupportInboxData(
  request: Pick<PublicSupportRequestBody, 'name' | 'email' | 'message'>,
  categoryLabel: string,
) {
  // One line: the name goes into the e-mail's subject header.
  const name = request.name.replace(/\s+/g, ' ');
  return {
    from: `${name} <${request.email}> (not signed in)`,
    category: categoryLabel,
    subject: `Help while signed out, from ${name}`,
    message: request.message,
  };
}
