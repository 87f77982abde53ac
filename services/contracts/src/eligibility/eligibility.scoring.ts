/**
 * The eligibility score, its bands and the home card statuses (docs/product-spec.md sections 4 and 9): computed the
 * same way in the browser and on the server. Zod-free, so the browser can use it cheaply.
 */
export const ELIGIBILITY_RELATIONSHIPS = [
  'spouse',
  'parent',
  'grandparent',
  'adult_child',
  'other_family',
  'friend',
] as const;
export const BENEFITS = [
  'medicaid',
  'medicare',
  'medicare_medicaid',
  'snap',
  'ssi',
  'ssdi',
  'tanf',
  'none',
] as const;
export const AGE_GROUPS = ['under_18', '18_64', '65_plus'] as const;
export const ELIGIBILITY_CONDITIONS = [
  'dementia',
  'physical_disability',
  'intellectual_disability',
  'chronic_illness',
  'mental_health',
  'aging_related',
  'other',
] as const;
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export const PROGRAM_TYPES = ['medicaid_pas', 'family_support'] as const;
export type ProgramTypeValue = (typeof PROGRAM_TYPES)[number];

export const ELIGIBILITY_SCORE_MAX = 100;

export interface EligibilityScoreInput {
  benefits: readonly string[];
  relationship: string;
  age: string;
  condition: string;
}

/** Benefits + relationship + age + condition points, capped at 100. */
export function eligibilityScore(answers: EligibilityScoreInput): number {
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

  if (answers.condition === 'dementia' || answers.condition === 'intellectual_disability')
    score += 15;
  else if (answers.condition === 'physical_disability' || answers.condition === 'chronic_illness')
    score += 10;
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

/** Home program card statuses and labels (docs/product-spec.md section 4). */
export type ProgramCardStatus = 'eligible' | 'likely' | 'review';
export const ProgramCardStatusLabels: Record<ProgramCardStatus, string> = {
  eligible: 'Eligible',
  likely: 'Likely Eligible',
  review: 'Review Needed',
};

/** Home cards: minimum 60 to show; 60-79 likely; 80+ eligible; below 60 hidden (null). */
export const PROGRAM_CARD_MIN_SCORE = 60;
export function programCardStatus(score: number): Exclude<ProgramCardStatus, 'review'> | null {
  if (score >= 80) return 'eligible';
  if (score >= PROGRAM_CARD_MIN_SCORE) return 'likely';
  return null;
}
