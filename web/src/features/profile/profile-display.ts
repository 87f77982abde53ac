import { DECRYPTION_FAILED_PLACEHOLDER } from '@tend/contracts';
import { initialsOf } from '../../lib/initials';

/**
 * The profile page's name: the profile name, else the account's first and last name; the
 * decryption-failure placeholder (or nothing) shows as 'User'.
 */
export function profileDisplayName(
  profile: { name?: string | null } | null | undefined,
  user: { firstName?: string | null; lastName?: string | null } | null | undefined,
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
    return 'User';
  return name;
}

/** Up to two initials from a display name (whole characters: a name may begin with an emoji). */
export function initials(name: string): string {
  return initialsOf(name, 2) || 'U';
}

export function formatDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

const LABELS: Record<string, string> = {
  parent: 'Parent',
  grandparent: 'Grandparent',
  spouse: 'Spouse',
  family_friend: 'Family friend',
  other: 'Other',
  dementia: 'Dementia',
  heart_conditions: 'Heart conditions',
  mobility_issues: 'Mobility issues',
  chronic_conditions: 'Chronic conditions',
  cancer: 'Cancer',
  diabetes: 'Diabetes',
  medicaid: 'Medicaid',
  medicare: 'Medicare',
  medicare_medicaid: 'Medicare & Medicaid',
  private: 'Private insurance',
  none: 'No insurance',
};

/** A readable label for an enumeration value ('heart_conditions' -> 'Heart conditions'). */
export function humanize(value: string): string {
  return LABELS[value] ?? value.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}
