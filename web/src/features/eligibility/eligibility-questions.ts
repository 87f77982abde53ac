import {
  AGE_GROUPS,
  BENEFITS,
  ELIGIBILITY_CONDITIONS,
  ELIGIBILITY_RELATIONSHIPS,
  HelpLines,
  US_STATES,
  type EligibilityBand,
  UsStateNames,
} from '@tend/contracts';

export type EligibilityRelationshipValue = (typeof ELIGIBILITY_RELATIONSHIPS)[number];
export type BenefitValue = (typeof BENEFITS)[number];
export type AgeGroupValue = (typeof AGE_GROUPS)[number];
export type EligibilityConditionValue = (typeof ELIGIBILITY_CONDITIONS)[number];
export type UsStateValue = (typeof US_STATES)[number];

/** The checker's answers while they are being given (every field may still be empty). */
export interface EligibilityDraft {
  relationship?: EligibilityRelationshipValue;
  benefits: BenefitValue[];
  age?: AgeGroupValue;
  state?: UsStateValue;
  zipCode: string;
  condition?: EligibilityConditionValue;
}

export const emptyDraft: EligibilityDraft = { benefits: [], zipCode: '' };

/** Steps 1-6 are questions, 7 is the results (docs/product-spec.md section 2). */
export const ELIGIBILITY_STEPS = [
  'relationship',
  'benefits',
  'age',
  'state',
  'zipCode',
  'condition',
  'results',
] as const;
export type EligibilityStepName = (typeof ELIGIBILITY_STEPS)[number];
export const QUESTION_STEPS = 6;
export const RESULTS_STEP = 7;

/** Selecting a choice advances after this long (docs/product-spec.md section 9). */
export const AUTO_ADVANCE_MS = 150;
/** The zip step advances on reaching this many characters (and the input holds no more). */
export const ZIP_LENGTH = 5;

export const RelationshipLabels: Record<EligibilityRelationshipValue, string> = {
  spouse: 'My spouse or partner',
  parent: 'My parent',
  grandparent: 'My grandparent',
  adult_child: 'My adult child',
  other_family: 'Another family member',
  friend: 'A friend or neighbor',
};

export const BenefitLabels: Record<BenefitValue, string> = {
  medicaid: 'Medicaid',
  medicare: 'Medicare',
  medicare_medicaid: 'Both Medicare and Medicaid',
  snap: 'SNAP (food assistance)',
  ssi: 'SSI (Supplemental Security Income)',
  ssdi: 'SSDI (Social Security Disability)',
  tanf: 'TANF (cash assistance)',
  none: 'None of these',
};

export const AgeLabels: Record<AgeGroupValue, string> = {
  under_18: 'Under 18',
  '18_64': '18 to 64',
  '65_plus': '65 or older',
};

export const ConditionLabels: Record<EligibilityConditionValue, string> = {
  dementia: "Dementia or Alzheimer's",
  physical_disability: 'Physical disability',
  intellectual_disability: 'Intellectual or developmental disability',
  chronic_illness: 'Chronic illness',
  mental_health: 'Mental health condition',
  aging_related: 'Aging-related needs',
  other: 'Something else',
};

/** Each state's name by its postal code: one list, in contracts, for the check and the coach. */
export const StateNames: Record<UsStateValue, string> = UsStateNames;

export const STEP_TITLES: Record<EligibilityStepName, string> = {
  relationship: 'Who do you care for?',
  benefits: 'Which benefits does your loved one receive?',
  age: 'How old is your loved one?',
  state: 'Which state do you live in?',
  zipCode: 'What is your zip code?',
  condition: 'What is their main care need?',
  results: 'Your results',
};

/** 'None of these' excludes the others, and choosing any other clears it. */
export function toggleBenefits(previous: readonly BenefitValue[], next: BenefitValue[]) {
  const added = next.find((b) => !previous.includes(b));
  if (added === 'none') return ['none'] as BenefitValue[];
  if (added) return next.filter((b) => b !== 'none');
  return next;
}

const APPLY_STEPS = [
  'Gather documentation: ID, proof of income, benefit letters and medical records for your loved one.',
  'Contact your state Medicaid office to ask about personal-assistance services.',
  'Schedule an assessment appointment so the program can confirm the care needed.',
  'Submit the application within 30 days.',
] as const;

/**
 * The next steps the results screen lists (docs/product-spec.md section 2) for a result worth applying on; an
 * unlikely result is not told to apply within 30 days but pointed to support that may fit.
 */
export const NEXT_STEPS: Record<EligibilityBand, readonly string[]> = {
  eligible: APPLY_STEPS,
  likely: APPLY_STEPS,
  possible: APPLY_STEPS,
  unlikely: [
    `Call the ${HelpLines.eldercareLocator.name} at ${HelpLines.eldercareLocator.number} to find your local Area Agency on Aging and the caregiver support it offers.`,
    'Ask your state Medicaid office whether another program, such as respite care or a family caregiver support program, fits your situation.',
    'Check again if your loved one’s benefits, age or care needs change.',
  ],
};
