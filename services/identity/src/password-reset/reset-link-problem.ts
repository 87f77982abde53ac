import { isLive } from '../tokens/link-token';

/** A reset link lasts this long (the "lives 1 hour"). */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

export const ResetLinkMessages = {
  unknown:
    'This reset link is not valid. It may be incomplete: please open it again from the email, or ask for a new link.',
  used: 'This reset link has already been used. If you still need to change your password, please ask for a new link.',
  expired: 'This reset link has expired (links last 1 hour). Please ask for a new one.',
} as const;

/** Why a reset link cannot set a password, in words the person can act on; undefined when it can. */
export function resetLinkProblem(
  link: { expiresAt: Date; usedAt: Date | null } | undefined,
  now: Date,
): string | undefined {
  if (!link) return ResetLinkMessages.unknown;
  if (link.usedAt) return ResetLinkMessages.used;
  if (!isLive(link, now)) return ResetLinkMessages.expired;
  return undefined;
}
