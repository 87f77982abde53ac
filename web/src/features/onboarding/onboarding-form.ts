import {
  CreateCareRecipientBody,
  InsuranceType,
  OnboardingCondition,
  OnboardingConsentMessages,
  OnboardingRelationship,
  PhoneNumberMessage,
  SaveProfileFields,
  type CreateCareRecipientBody as RecipientBody,
  type Profile,
  type SaveProfileBody,
} from '@tend/contracts';
import type { MessageId } from '../../i18n/catalogue';
import '../../i18n/parts/onboarding';

export interface OnboardingValues {
  name: string;
  location: string;
  phoneNumber: string;
  recipientName: string;
  relationship: string;
  conditions: string[];
  insuranceType: string;
  agreedToTerms: boolean;
  agreedToPrivacy: boolean;
  consentedToDataUsage: boolean;
}

export type OnboardingField = keyof OnboardingValues;

/** When each agreement was given, as the profile records it (at sign-up, or an earlier onboarding). */
export type GivenAgreements = Pick<
  Profile,
  'agreedToTermsAt' | 'agreedToPrivacyAt' | 'consentedToDataUsageAt'
>;

/** Each agreement's box and the profile's record of it. */
const Agreements = [
  ['agreedToTerms', 'agreedToTermsAt'],
  ['agreedToPrivacy', 'agreedToPrivacyAt'],
  ['consentedToDataUsage', 'consentedToDataUsageAt'],
] as const;
export type OnboardingErrors = Partial<Record<OnboardingField, string>>;

export const emptyOnboarding: OnboardingValues = {
  name: '',
  location: '',
  phoneNumber: '',
  recipientName: '',
  relationship: '',
  conditions: [],
  insuranceType: '',
  agreedToTerms: false,
  agreedToPrivacy: false,
  consentedToDataUsage: false,
};

/**
 * What an earlier page load kept of the form: its text and choices. The three agreements are not
 * kept: they are given afresh, knowingly, when the form is sent.
 */
export function asOnboardingDraft(stored: unknown): OnboardingValues | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const kept = stored as Partial<Record<OnboardingField, unknown>>;
  const text = (key: OnboardingField) => (typeof kept[key] === 'string' ? kept[key] : '');
  const conditions = Array.isArray(kept.conditions)
    ? kept.conditions.filter((c): c is string => typeof c === 'string')
    : [];
  return {
    ...emptyOnboarding,
    name: text('name'),
    location: text('location'),
    phoneNumber: text('phoneNumber'),
    recipientName: text('recipientName'),
    relationship: text('relationship'),
    conditions,
    insuranceType: text('insuranceType'),
  };
}

export const RELATIONSHIP_OPTIONS = OnboardingRelationship.options;
export const CONDITION_OPTIONS = OnboardingCondition.options;
export const INSURANCE_OPTIONS = InsuranceType.options;

/** The values onboarding's lists name (the checker's relationships too, shown read-only). */
export const LabelledValues = [
  'parent',
  'grandparent',
  'spouse',
  'family_friend',
  'other',
  'adult_child',
  'other_family',
  'friend',
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
const labelled = new Set<string>(LabelledValues);

/** An answer's name in the reader's language; an unknown value as it is, its underscores spaces. */
export const label = (t: (id: MessageId) => string, value: string): string =>
  labelled.has(value)
    ? t(`onboarding.option.${value as (typeof LabelledValues)[number]}`)
    : value.replace(/_/g, ' ');

/** Field order, for moving focus to the first problem. */
export const FIELD_ORDER: OnboardingField[] = [
  'name',
  'location',
  'phoneNumber',
  'recipientName',
  'relationship',
  'conditions',
  'insuranceType',
  'agreedToTerms',
  'agreedToPrivacy',
  'consentedToDataUsage',
];

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/**
 * The catalogue's words for the spec's messages, by their English (the schemas' words): the
 * schemas speak English only, and a Spanish reader reads the catalogue's twin.
 */
const errorIds: Partial<Record<string, MessageId>> = {
  'Name is required': 'onboarding.error.name',
  'Location is required': 'onboarding.error.location',
  'Care recipient name is required': 'onboarding.error.recipientName',
  'Relationship is required': 'onboarding.error.relationship',
  'Please select at least one condition': 'onboarding.error.conditions',
  'Name must be at most 200 characters': 'onboarding.error.nameTooLong',
  'Location must be at most 200 characters': 'onboarding.error.locationTooLong',
  'Phone number must be at most 40 characters': 'onboarding.error.phoneTooLong',
  [PhoneNumberMessage]: 'onboarding.error.phoneFormat',
  'Care recipient name must be at most 200 characters': 'onboarding.error.recipientNameTooLong',
  'Please choose a relationship from the list': 'onboarding.error.relationshipFromList',
  'Please choose conditions from the list': 'onboarding.error.conditionsFromList',
  [OnboardingConsentMessages.agreedToTermsAt]: 'onboarding.error.terms',
  [OnboardingConsentMessages.agreedToPrivacyAt]: 'onboarding.error.privacy',
  [OnboardingConsentMessages.consentedToDataUsageAt]: 'onboarding.error.data',
};

/** The errors in the reader's language; a message the catalogue lacks stays the schema's. */
export function translateErrors(
  errors: OnboardingErrors,
  t: (id: MessageId) => string,
): OnboardingErrors {
  const translated: OnboardingErrors = {};
  for (const [field, message] of Object.entries(errors) as [OnboardingField, string][]) {
    const id = errorIds[message];
    translated[field] = id ? t(id) : message;
  }
  return translated;
}

/** What is wrong with the person cared for as given, in the schema's words (empty when nothing). */
export function recipientErrors(values: OnboardingValues): OnboardingErrors {
  const errors: OnboardingErrors = {
    recipientName: firstIssue(CreateCareRecipientBody.shape.name.safeParse(values.recipientName)),
    relationship: firstIssue(
      CreateCareRecipientBody.shape.relationship.safeParse(values.relationship),
    ),
    conditions: firstIssue(CreateCareRecipientBody.shape.conditions.safeParse(values.conditions)),
  };
  for (const key of Object.keys(errors) as OnboardingField[])
    if (errors[key] === undefined) delete errors[key];
  return errors;
}

/** The body that adds (or changes) the person cared for, from the form's values. */
export function recipientRequest(values: OnboardingValues): RecipientBody {
  return {
    name: values.recipientName.trim(),
    relationship: values.relationship as RecipientBody['relationship'],
    conditions: values.conditions as RecipientBody['conditions'],
    insuranceType: (values.insuranceType || null) as RecipientBody['insuranceType'],
  };
}

/**
 * The spec's messages (docs/product-spec.md section 5), read from the same schemas the server checks
 * with. An agreement already given (at sign-up, or at onboarding for an edit) is not asked again.
 */
export function validateOnboarding(
  values: OnboardingValues,
  given?: Partial<GivenAgreements>,
): OnboardingErrors {
  const errors: OnboardingErrors = {
    name: firstIssue(SaveProfileFields.shape.name.safeParse(values.name)),
    location: firstIssue(SaveProfileFields.shape.location.safeParse(values.location)),
    phoneNumber: firstIssue(SaveProfileFields.shape.phoneNumber.safeParse(values.phoneNumber)),
    ...recipientErrors(values),
  };
  for (const [box, record] of Agreements)
    if (!values[box] && !given?.[record]) errors[box] = OnboardingConsentMessages[record];
  for (const key of Object.keys(errors) as OnboardingField[])
    if (errors[key] === undefined) delete errors[key];
  return errors;
}

/**
 * The two calls' bodies. An agreement on record is sent with its date (the server keeps it); one
 * ticked now is stamped with the submission time. An edit of a completed profile sends no
 * agreement and does not complete it again: the server keeps it complete and keeps each agreement
 * with the date it was given.
 */
export function onboardingRequests(
  values: OnboardingValues,
  now: Date,
  { editing = false, given }: { editing?: boolean; given?: Partial<GivenAgreements> } = {},
): { profile: SaveProfileBody; recipient: RecipientBody } {
  const at = now.toISOString();
  const agreement = (box: (typeof Agreements)[number][0], record: keyof GivenAgreements) =>
    editing ? null : (given?.[record] ?? (values[box] ? at : null));
  return {
    profile: {
      name: values.name.trim(),
      location: values.location.trim(),
      phoneNumber: values.phoneNumber.trim() || null,
      isOnboardingComplete: !editing,
      agreedToTermsAt: agreement('agreedToTerms', 'agreedToTermsAt'),
      agreedToPrivacyAt: agreement('agreedToPrivacy', 'agreedToPrivacyAt'),
      consentedToDataUsageAt: agreement('consentedToDataUsage', 'consentedToDataUsageAt'),
    },
    recipient: recipientRequest(values),
  };
}
