import { DECRYPTION_FAILED_PLACEHOLDER } from '@tend/contracts';
import type { MessageId } from '../../i18n/catalogue';
import type { Language } from '../../i18n/languages';
import { initialsOf } from '../../lib/initials';

/**
 * The profile page's name: the profile name, else the account's first and last name; the
 * decryption-failure placeholder (or nothing) shows as `noName` ('User').
 */
export function profileDisplayName(
  profile: { name?: string | null } | null | undefined,
  user: { firstName?: string | null; lastName?: string | null } | null | undefined,
  noName: string,
): string {
  const fromProfile = profile?.name?.trim();
  const fromUser = [user?.firstName, user?.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  const name = fromProfile || fromUser;
  if (
    !name ||
    name === DECRYPTION_FAILED_PLACEHOLDER ||
    name.includes(DECRYPTION_FAILED_PLACEHOLDER)
  )
    return noName;
  return name;
}

/** Up to two initials from a display name (whole characters: a name may begin with an emoji). */
export function initials(name: string): string {
  return initialsOf(name, 2) || 'U';
}

export function formatDate(iso: string | null | undefined, language: Language): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(language, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** The values the profile names (the rest are shown as they are, capitalised). */
const Labelled = [
  'parent',
  'grandparent',
  'spouse',
  'family_friend',
  'other',
  'dementia',
  'heart_conditions',
  'mobility_issues',
  'chronic_conditions',
  'cancer',
  'diabetes',
  'medicaid',
  'medicare',
  'medicare_medicaid',
  'private',
  'none',
] as const;
const labelled = new Set<string>(Labelled);

/** A readable label for an enumeration value ('heart_conditions' -> 'Heart conditions'). */
export function humanize(t: (id: MessageId) => string, value: string): string {
  return labelled.has(value)
    ? t(`profile.label.${value as (typeof Labelled)[number]}`)
    : value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}
