import {
  AGE_GROUPS,
  BENEFITS,
  ELIGIBILITY_CONDITIONS,
  ELIGIBILITY_RELATIONSHIPS,
  US_STATES,
  type EligibilityBand,
} from '@tend/contracts';
import type { MessageId } from '../../i18n/catalogue';

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

/** Each answer's words in the catalogues (i18n/catalogues/<language>/eligibility.json). */
export const RelationshipLabels: Record<EligibilityRelationshipValue, MessageId> = {
  spouse: 'eligibility.relationship.spouse',
  parent: 'eligibility.relationship.parent',
  grandparent: 'eligibility.relationship.grandparent',
  adult_child: 'eligibility.relationship.adultChild',
  other_family: 'eligibility.relationship.otherFamily',
  friend: 'eligibility.relationship.friend',
};

export const BenefitLabels: Record<BenefitValue, MessageId> = {
  medicaid: 'eligibility.benefit.medicaid',
  medicare: 'eligibility.benefit.medicare',
  medicare_medicaid: 'eligibility.benefit.both',
  snap: 'eligibility.benefit.snap',
  ssi: 'eligibility.benefit.ssi',
  ssdi: 'eligibility.benefit.ssdi',
  tanf: 'eligibility.benefit.tanf',
  none: 'eligibility.benefit.none',
};

export const AgeLabels: Record<AgeGroupValue, MessageId> = {
  under_18: 'eligibility.age.under18',
  '18_64': 'eligibility.age.18to64',
  '65_plus': 'eligibility.age.65plus',
};

export const ConditionLabels: Record<EligibilityConditionValue, MessageId> = {
  dementia: 'eligibility.condition.dementia',
  physical_disability: 'eligibility.condition.physical',
  intellectual_disability: 'eligibility.condition.intellectual',
  chronic_illness: 'eligibility.condition.chronic',
  mental_health: 'eligibility.condition.mentalHealth',
  aging_related: 'eligibility.condition.aging',
  other: 'eligibility.condition.other',
};

export const STEP_TITLES: Record<EligibilityStepName, MessageId> = {
  relationship: 'eligibility.question.relationship',
  benefits: 'eligibility.question.benefits',
  age: 'eligibility.question.age',
  state: 'eligibility.question.state',
  zipCode: 'eligibility.question.zipCode',
  condition: 'eligibility.question.condition',
  results: 'eligibility.question.results',
};

/** 'None of these' excludes the others, and choosing any other clears it. */
export function toggleBenefits(previous: readonly BenefitValue[], next: BenefitValue[]) {
  const added = next.find((b) => !previous.includes(b));
  if (added === 'none') return ['none'] as BenefitValue[];
  if (added) return next.filter((b) => b !== 'none');
  return next;
}

const APPLY_STEPS = [
  'eligibility.next.gather',
  'eligibility.next.contact',
  'eligibility.next.schedule',
  'eligibility.next.submit',
] as const;

/**
 * The next steps the results screen lists, by their catalogue names (docs/product-spec.md section 2) for a result worth applying on; an
 * unlikely result is not told to apply within 30 days but pointed to support that may fit.
 */
export const NEXT_STEPS: Record<EligibilityBand, readonly MessageId[]> = {
  eligible: APPLY_STEPS,
  likely: APPLY_STEPS,
  possible: APPLY_STEPS,
  unlikely: [
    'eligibility.next.locator',
    'eligibility.next.askOther',
    'eligibility.next.checkAgain',
  ],
};
