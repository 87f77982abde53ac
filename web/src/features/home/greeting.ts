import { DECRYPTION_FAILED_PLACEHOLDER } from '@tend/contracts';
import { initialsOf } from '../../lib/initials';

/**
 * The greeting's first name (docs/product-spec.md section 2, Home): the user's firstName, else the profile name,
 * else 'there'; a name equal to the decryption-failure placeholder becomes 'there'.
 */
export function greetingName(
  user: { firstName?: string | null } | null | undefined,
  profile: { name?: string | null } | null | undefined,
): string {
  const fromUser = user?.firstName?.trim();
  if (fromUser) return fromUser === DECRYPTION_FAILED_PLACEHOLDER ? 'there' : fromUser;
  const fromProfile = profile?.name?.trim();
  if (fromProfile)
    return fromProfile === DECRYPTION_FAILED_PLACEHOLDER ? 'there' : fromProfile.split(/\s+/)[0];
  return 'there';
}

/** The avatar circle's letter: the name's first character, or 'U' when there is no real name. */
export function avatarInitial(name: string): string {
  if (!name || name === 'there') return 'U';
  return initialsOf(name, 1) || 'U';
}
