import { z } from 'zod';

/** Eligibility checker enumerations (spec section 3). */
export const EligibilityRelationship = z.enum(['spouse', 'parent', 'grandparent', 'adult_child', 'other_family', 'friend']);
export type EligibilityRelationship = z.infer<typeof EligibilityRelationship>;
export const Benefit = z.enum(['medicaid', 'medicare', 'medicare_medicaid', 'snap', 'ssi', 'ssdi', 'tanf', 'none']);
export type Benefit = z.infer<typeof Benefit>;
export const AgeGroup = z.enum(['under_18', '18_64', '65_plus']);
export type AgeGroup = z.infer<typeof AgeGroup>;
export const EligibilityCondition = z.enum([
  'dementia',
  'physical_disability',
  'intellectual_disability',
  'chronic_illness',
  'mental_health',
  'aging_related',
  'other',
]);
export type EligibilityCondition = z.infer<typeof EligibilityCondition>;

export const US_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;
export const UsState = z.enum(US_STATES);
export type UsState = z.infer<typeof UsState>;

/** The checker's answers with the spec's messages (section 5). */
export const EligibilityAnswers = z.object({
  relationship: z.string({ error: 'Relationship is required' }).min(1, { error: 'Relationship is required' }).pipe(EligibilityRelationship),
  benefits: z
    .array(Benefit, { error: 'Please select at least one benefit' })
    .min(1, { error: 'Please select at least one benefit' }),
  age: z.string({ error: 'Age is required' }).min(1, { error: 'Age is required' }).pipe(AgeGroup),
  state: z.string({ error: 'State is required' }).min(1, { error: 'State is required' }).pipe(UsState),
  zipCode: z
    .string({ error: 'Valid zip code is required' })
    .min(5, { error: 'Valid zip code is required' })
    .max(5, { error: 'Valid zip code is required' }),
  condition: z.string({ error: 'Condition is required' }).min(1, { error: 'Condition is required' }).pipe(EligibilityCondition),
});
export type EligibilityAnswers = z.infer<typeof EligibilityAnswers>;

export const ELIGIBILITY_SCORE_MAX = 100;

/** The eligibility score (spec section 9), computed the same way in the browser and on the server. */
export function eligibilityScore(answers: Pick<EligibilityAnswers, 'benefits' | 'relationship' | 'age' | 'condition'>): number {
  const benefits = new Set<string>(answers.benefits);
  let score = 0;
  if (benefits.has('medicaid') || benefits.has('medicare_medicaid')) score += 35;
  else if (benefits.has('medicare')) score += 25;
  if (benefits.has('ssi') || benefits.has('ssdi')) score += 20;
  if (benefits.has('snap') || benefits.has('tanf')) score += 15;

  if (answers.relationship === 'spouse' || answers.relationship === 'adult_child') score += 25;
  else if (answers.relationship === 'parent') score += 20;
  else score += 15;

  if (answers.age === '65_plus') score += 20;
  else if (answers.age === '18_64') score += 15;
  else score += 10;

  if (answers.condition === 'dementia' || answers.condition === 'intellectual_disability') score += 15;
  else if (answers.condition === 'physical_disability' || answers.condition === 'chronic_illness') score += 10;
  else score += 5;

  return Math.min(score, ELIGIBILITY_SCORE_MAX);
}

export type EligibilityBand = 'eligible' | 'likely' | 'possible' | 'unlikely';

export const EligibilityBandLabels: Record<EligibilityBand, string> = {
  eligible: 'Highly likely to qualify',
  likely: 'Likely to qualify with documentation',
  possible: 'May qualify - review needed',
  unlikely: 'Unlikely to qualify for this program',
};

/** 80+ eligible, 60+ likely, 40+ possible, below 40 unlikely. */
export function eligibilityBand(score: number): EligibilityBand {
  if (score >= 80) return 'eligible';
  if (score >= 60) return 'likely';
  if (score >= 40) return 'possible';
  return 'unlikely';
}

export const ProgramType = z.enum(['medicaid_pas', 'family_support']);
export type ProgramType = z.infer<typeof ProgramType>;

/** `GET /api/eligibility` answers a list of these (the client reads programType and eligibilityScore). */
export const EligibilityResult = z.object({
  programType: ProgramType,
  eligibilityScore: z.number().int().min(0).max(ELIGIBILITY_SCORE_MAX),
  status: z.literal('assessed'),
});
export type EligibilityResult = z.infer<typeof EligibilityResult>;

/** Home program card statuses and labels (spec section 4). */
export type ProgramCardStatus = 'eligible' | 'likely' | 'review';
export const ProgramCardStatusLabels: Record<ProgramCardStatus, string> = {
  eligible: 'Eligible',
  likely: 'Likely Eligible',
  review: 'Review Needed',
};

/** Home cards: below 60 the program is hidden (null), 60-79 likely, 80+ eligible. */
export const PROGRAM_CARD_MIN_SCORE = 60;
export function programCardStatus(score: number): Exclude<ProgramCardStatus, 'review'> | null {
  if (score >= 80) return 'eligible';
  if (score >= PROGRAM_CARD_MIN_SCORE) return 'likely';
  return null;
}

/** What the checker carries to onboarding through local storage or the `data` parameter. */
export const EligibilityCarryOver = z.object({
  fromEligibilityCheck: z.boolean(),
  relationship: z.string().optional(),
  insuranceType: z.string().optional(),
});
export type EligibilityCarryOver = z.infer<typeof EligibilityCarryOver>;
