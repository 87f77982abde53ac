/** Care coach avatar ids (docs/product-spec.md section 3), in the order the picker shows them. Zod-free for the browser. */
export const CARE_COACH_AVATAR_IDS = [
  'default',
  'black_female',
  'asian_female',
  'latino_female',
  'asian_male',
  'american_indian_female',
  'indian_female',
  'indian_male',
] as const;
export type CareCoachAvatarIdValue = (typeof CARE_COACH_AVATAR_IDS)[number];

/** Display names: the product spec (section 3) leaves them open; these are Tend's. */
export const CareCoachAvatarNames: Record<CareCoachAvatarIdValue, string> = {
  default: 'Sage',
  black_female: 'Maya',
  asian_female: 'Mei',
  latino_female: 'Sofia',
  asian_male: 'Kenji',
  american_indian_female: 'Aiyana',
  indian_female: 'Priya',
  indian_male: 'Arjun',
};

export const DEFAULT_CARE_COACH_AVATAR: CareCoachAvatarIdValue = 'default';

/** An unknown or missing avatar id falls back to the default. */
export function resolveCareCoachAvatar(id: string | null | undefined): CareCoachAvatarIdValue {
  return (CARE_COACH_AVATAR_IDS as readonly string[]).includes(id ?? '')
    ? (id as CareCoachAvatarIdValue)
    : DEFAULT_CARE_COACH_AVATAR;
}

/** Shown instead of a name that could not be decrypted; the client never displays it. */
export const DECRYPTION_FAILED_PLACEHOLDER = '[Message content unavailable - decryption failed]';
