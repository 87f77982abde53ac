import type {
  EligibilityAnswers,
  EligibilityCondition,
  OnboardingCondition,
} from '@tend/contracts';

/**
 * Onboarding's conditions for the checker's answer. The two lists differ (docs/product-spec.md
 * section 3): an answer with a match in onboarding's list is carried, one without leaves the choice
 * to her. Typed over every checker answer, so a new one cannot be dropped unnoticed.
 */
const ConditionsFromChecker: Record<EligibilityCondition, readonly OnboardingCondition[]> = {
  dementia: ['dementia'],
  physical_disability: ['mobility_issues'],
  chronic_illness: ['chronic_conditions'],
  intellectual_disability: [],
  mental_health: [],
  aging_related: [],
  other: [],
};

export function conditionsFromChecker(condition: EligibilityCondition): OnboardingCondition[] {
  return [...ConditionsFromChecker[condition]];
}

/** Where she lives as far as the checker knows, for onboarding's "City and state": "NJ 07102". */
export function locationFromChecker(
  answers: Pick<EligibilityAnswers, 'state' | 'zipCode'>,
): string {
  return `${answers.state} ${answers.zipCode}`;
}
