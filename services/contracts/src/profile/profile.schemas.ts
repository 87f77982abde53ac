import { z } from 'zod';
import { CARE_COACH_AVATAR_IDS } from './care-coach-avatars';

/** Care coach avatar ids as a schema (the list and names live in care-coach-avatars.ts). */
export const CareCoachAvatarId = z.enum(CARE_COACH_AVATAR_IDS);
export type CareCoachAvatarId = z.infer<typeof CareCoachAvatarId>;

const Timestamp = z.iso.datetime({ offset: true });

/** `GET /api/profile` answer (null when the user has no profile yet). */
export const Profile = z.object({
  name: z.string(),
  location: z.string().nullable(),
  phoneNumber: z.string().nullable().optional(),
  isOnboardingComplete: z.boolean(),
  agreedToTermsAt: Timestamp.nullable(),
  agreedToPrivacyAt: Timestamp.nullable(),
  consentedToDataUsageAt: Timestamp.nullable(),
  careCoachAvatar: z.string().nullable(),
});
export type Profile = z.infer<typeof Profile>;

/** `POST /api/profile` (onboarding): creates or replaces the profile. */
export const SaveProfileBody = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(200),
  location: z
    .string({ error: 'Location is required' })
    .trim()
    .min(1, { error: 'Location is required' })
    .max(200),
  phoneNumber: z.string().trim().max(40).nullable().optional(),
  isOnboardingComplete: z.boolean(),
  agreedToTermsAt: Timestamp.nullable(),
  agreedToPrivacyAt: Timestamp.nullable(),
  consentedToDataUsageAt: Timestamp.nullable(),
});
export type SaveProfileBody = z.infer<typeof SaveProfileBody>;

/** `PATCH /api/profile`: the care coach avatar. */
export const UpdateProfileBody = z.object({ careCoachAvatar: CareCoachAvatarId });
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** Onboarding enumerations (spec section 3). */
export const OnboardingRelationship = z.enum([
  'parent',
  'grandparent',
  'spouse',
  'family_friend',
  'other',
]);
export type OnboardingRelationship = z.infer<typeof OnboardingRelationship>;
export const OnboardingCondition = z.enum([
  'dementia',
  'heart_conditions',
  'mobility_issues',
  'chronic_conditions',
  'cancer',
  'diabetes',
]);
export type OnboardingCondition = z.infer<typeof OnboardingCondition>;
export const InsuranceType = z.enum([
  'medicaid',
  'medicare',
  'medicare_medicaid',
  'private',
  'none',
]);
export type InsuranceType = z.infer<typeof InsuranceType>;

/** `GET /api/recipients` answers a list of these. */
export const CareRecipient = z.object({
  id: z.string(),
  name: z.string(),
  relationship: z.string(),
  conditions: z.array(z.string()),
  insuranceType: z.string().nullable(),
});
export type CareRecipient = z.infer<typeof CareRecipient>;

/** `POST /api/recipients`: made after the profile call during onboarding. */
export const CreateCareRecipientBody = z.object({
  name: z
    .string({ error: 'Care recipient name is required' })
    .trim()
    .min(1, { error: 'Care recipient name is required' })
    .max(200),
  relationship: z
    .string({ error: 'Relationship is required' })
    .trim()
    .min(1, { error: 'Relationship is required' })
    .max(60),
  conditions: z
    .array(z.string().trim().min(1).max(60), { error: 'Please select at least one condition' })
    .min(1, { error: 'Please select at least one condition' })
    .max(20),
  insuranceType: InsuranceType.nullable().optional(),
});
export type CreateCareRecipientBody = z.infer<typeof CreateCareRecipientBody>;
