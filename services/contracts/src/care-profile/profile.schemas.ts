import { z } from 'zod';
import { CARE_COACH_AVATAR_IDS } from './care-coach-avatars';
import { isPhoneNumber, PhoneNumberMessage } from './phone-number';

export { isPhoneNumber, PhoneNumberMessage } from './phone-number';

/** Care coach avatar ids as a schema (the list and names live in care-coach-avatars.ts). */
export const CareCoachAvatarId = z.enum(CARE_COACH_AVATAR_IDS, {
  error: 'Please choose one of the care coach avatars.',
});
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

/** The onboarding consent boxes and the spec's message for each one left unticked (docs/product-spec.md section 5). */
export const OnboardingConsentMessages = {
  agreedToTermsAt: 'You must accept the Terms of Service to continue',
  agreedToPrivacyAt: 'You must accept the Privacy Policy to continue',
  consentedToDataUsageAt: 'You must consent to data usage to use our services',
} as const;

/** A phone number as she types it; an empty field is no phone number (null). */
const PhoneNumberField = z
  .string({ error: PhoneNumberMessage })
  .trim()
  .max(40, { error: 'Phone number must be at most 40 characters' })
  .refine((phone) => phone === '' || isPhoneNumber(phone), { error: PhoneNumberMessage })
  .transform((phone) => phone || null);

/** The fields of `POST /api/profile`, before the consent rule (RPC requests extend these). */
export const SaveProfileFields = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, { error: 'Name is required' })
    .max(200, { error: 'Name must be at most 200 characters' }),
  location: z
    .string({ error: 'Location is required' })
    .trim()
    .min(1, { error: 'Location is required' })
    .max(200, { error: 'Location must be at most 200 characters' }),
  /** Optional; an empty field is no phone number. */
  phoneNumber: PhoneNumberField.nullable().optional(),
  /** Submitting onboarding completes it (docs/product-spec.md section 4). */
  isOnboardingComplete: z.boolean().default(true),
  /** Set when the box was ticked; the server records its own time of the submission. */
  agreedToTermsAt: Timestamp.nullable().optional(),
  agreedToPrivacyAt: Timestamp.nullable().optional(),
  consentedToDataUsageAt: Timestamp.nullable().optional(),
});

/** Completing onboarding needs all three boxes ticked (docs/product-spec.md section 5), checked in this order. */
export function requireOnboardingConsents(
  body: Pick<
    z.infer<typeof SaveProfileFields>,
    'isOnboardingComplete' | keyof typeof OnboardingConsentMessages
  >,
  ctx: z.RefinementCtx,
): void {
  if (!body.isOnboardingComplete) return;
  for (const key of Object.keys(
    OnboardingConsentMessages,
  ) as (keyof typeof OnboardingConsentMessages)[]) {
    if (!body[key]) {
      ctx.addIssue({ code: 'custom', path: [key], message: OnboardingConsentMessages[key] });
      return;
    }
  }
}

/** `POST /api/profile` (onboarding): creates or replaces the profile. */
export const SaveProfileBody = SaveProfileFields.superRefine(requireOnboardingConsents);
export type SaveProfileBody = z.infer<typeof SaveProfileBody>;

/**
 * `PATCH /api/profile`: the care coach avatar (Settings), or the phone number (asked in Settings
 * when she turns on text messages with none on file); either or both.
 */
export const UpdateProfileFields = z.object({
  careCoachAvatar: CareCoachAvatarId.optional(),
  phoneNumber: PhoneNumberField.nullable().optional(),
});

/** A change with nothing in it is refused rather than answered as if something was saved. */
export function requireSomeChange(
  body: z.infer<typeof UpdateProfileFields>,
  ctx: z.RefinementCtx,
): void {
  if (body.careCoachAvatar === undefined && body.phoneNumber === undefined)
    ctx.addIssue({ code: 'custom', path: [], message: 'Nothing to update' });
}

export const UpdateProfileBody = UpdateProfileFields.superRefine(requireSomeChange);
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** Onboarding enumerations (docs/product-spec.md section 3). */
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

/**
 * A recipient's relationship: onboarding's list, plus the checker's own values, which onboarding
 * shows read-only when they came from an eligibility check.
 */
export const CareRecipientRelationship = z.enum([
  ...OnboardingRelationship.options,
  'adult_child',
  'other_family',
  'friend',
]);
export type CareRecipientRelationship = z.infer<typeof CareRecipientRelationship>;

const relationshipMessage = 'Relationship is required';
const conditionsMessage = 'Please select at least one condition';

/** The most care recipients one caregiver keeps. */
export const MAX_CARE_RECIPIENTS = 20;

/** `POST /api/recipients` (made after the profile call during onboarding) and `PUT /api/recipients/:id`. */
export const CreateCareRecipientBody = z.object({
  name: z
    .string({ error: 'Care recipient name is required' })
    .trim()
    .min(1, { error: 'Care recipient name is required' })
    .max(200, { error: 'Care recipient name must be at most 200 characters' }),
  relationship: z
    .string({ error: relationshipMessage })
    .trim()
    .min(1, { error: relationshipMessage })
    .pipe(
      z.enum(CareRecipientRelationship.options, {
        error: 'Please choose a relationship from the list',
      }),
    ),
  conditions: z
    .array(
      z.enum(OnboardingCondition.options, { error: 'Please choose conditions from the list' }),
      { error: conditionsMessage },
    )
    .min(1, { error: conditionsMessage })
    .transform((conditions) => [...new Set(conditions)]),
  insuranceType: z
    .enum(InsuranceType.options, { error: 'Please choose an insurance type from the list' })
    .nullable()
    .optional(),
});
export type CreateCareRecipientBody = z.infer<typeof CreateCareRecipientBody>;
