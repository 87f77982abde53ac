import { EligibilityAnswers } from '@tend/contracts';
import {
  emptyDraft,
  ELIGIBILITY_STEPS,
  ZIP_LENGTH,
  type BenefitValue,
  type EligibilityDraft,
} from './eligibility-questions';

/** A step kept from an earlier page load (1-6 a question, 7 the results), if it is one. */
export const asEligibilityStep = (stored: unknown): number | undefined =>
  Number.isInteger(stored) &&
  (stored as number) >= 1 &&
  (stored as number) <= ELIGIBILITY_STEPS.length
    ? (stored as number)
    : undefined;

const choice = <K extends 'relationship' | 'age' | 'state' | 'condition'>(
  field: K,
  value: unknown,
): EligibilityDraft[K] | undefined => {
  const parsed = EligibilityAnswers.shape[field].safeParse(value);
  return parsed.success ? (parsed.data as EligibilityDraft[K]) : undefined;
};

/**
 * Answers kept from an earlier page load: each answer that is still one of its question's choices
 * (a zip code may be half typed); anything else starts that answer empty.
 */
export function asEligibilityDraft(stored: unknown): EligibilityDraft | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const kept = stored as Record<string, unknown>;
  const benefits = Array.isArray(kept.benefits)
    ? kept.benefits.filter(
        (b): b is BenefitValue => EligibilityAnswers.shape.benefits.element.safeParse(b).success,
      )
    : [];
  const zipCode =
    typeof kept.zipCode === 'string' && new RegExp(`^\\d{0,${ZIP_LENGTH}}$`).test(kept.zipCode)
      ? kept.zipCode
      : '';
  return {
    ...emptyDraft,
    relationship: choice('relationship', kept.relationship),
    benefits,
    age: choice('age', kept.age),
    state: choice('state', kept.state),
    zipCode,
    condition: choice('condition', kept.condition),
  };
}

/** True while no question has been answered: the checker has not been started. */
export const isEmptyDraft = (draft: EligibilityDraft): boolean =>
  draft.relationship === undefined &&
  draft.benefits.length === 0 &&
  draft.age === undefined &&
  draft.state === undefined &&
  draft.zipCode === '' &&
  draft.condition === undefined;
