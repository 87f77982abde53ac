import {
  DEFAULT_CARE_COACH_AVATAR,
  resolveCareCoachAvatar,
  type Profile,
  type SaveProfileBody,
} from '@tend/contracts';

/** The stored fields a profile answer is made from. */
export interface ProfileRecord {
  name: string;
  location: string | null;
  phoneNumber: string | null;
  isOnboardingComplete: boolean;
  onboardingCompletedAt: Date | null;
  agreedToTermsAt: Date | null;
  agreedToPrivacyAt: Date | null;
  consentedToDataUsageAt: Date | null;
  careCoachAvatar: string;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * What `GET /api/profile` answers: an empty profile until onboarding, and an avatar that is no
 * longer one of the eight read as 'default'.
 */
export function toProfile(record: ProfileRecord | undefined): Profile {
  return {
    name: record?.name ?? '',
    location: record?.location ?? null,
    phoneNumber: record?.phoneNumber ?? null,
    isOnboardingComplete: record?.isOnboardingComplete ?? false,
    agreedToTermsAt: iso(record?.agreedToTermsAt ?? null),
    agreedToPrivacyAt: iso(record?.agreedToPrivacyAt ?? null),
    consentedToDataUsageAt: iso(record?.consentedToDataUsageAt ?? null),
    careCoachAvatar: resolveCareCoachAvatar(record?.careCoachAvatar ?? DEFAULT_CARE_COACH_AVATAR),
  };
}

export type OnboardingValues = Omit<ProfileRecord, 'careCoachAvatar'>;

/**
 * The profile after an onboarding submission. A consent on record (given at sign-up or an earlier
 * onboarding) keeps its date; one not yet given gets the submission time when its box was ticked
 * (the server's clock, not the browser's). Onboarding, once complete, stays complete;
 * `completedNow` is its first completion.
 */
export function applyOnboarding(
  existing: ProfileRecord | undefined,
  body: SaveProfileBody,
  now: Date,
): { values: OnboardingValues; completedNow: boolean } {
  const consent = (ticked: string | null | undefined, before: Date | null | undefined) =>
    before ?? (ticked ? now : null);
  const completedNow = body.isOnboardingComplete && !existing?.onboardingCompletedAt;
  return {
    completedNow,
    values: {
      name: body.name,
      location: body.location,
      phoneNumber: body.phoneNumber ?? null,
      isOnboardingComplete: Boolean(existing?.isOnboardingComplete || body.isOnboardingComplete),
      onboardingCompletedAt: completedNow ? now : (existing?.onboardingCompletedAt ?? null),
      agreedToTermsAt: consent(body.agreedToTermsAt, existing?.agreedToTermsAt),
      agreedToPrivacyAt: consent(body.agreedToPrivacyAt, existing?.agreedToPrivacyAt),
      consentedToDataUsageAt: consent(
        body.consentedToDataUsageAt,
        existing?.consentedToDataUsageAt,
      ),
    },
  };
}
