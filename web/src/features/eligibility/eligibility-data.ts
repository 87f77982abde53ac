import { EligibilityAnswers } from '@tend/contracts';
import { readStorage, StorageKeys, writeStorage } from '../../lib/storage';
import type { BenefitValue } from './eligibility-questions';

/**
 * What the checker leaves in local storage (`eligibilityData`) for sign-up and onboarding: the
 * carry-over onboarding reads (fromEligibilityCheck, relationship, insuranceType) and the answers,
 * which the server scores itself from the `X-Eligibility-Data` header (it reads `answers`).
 */
export interface StoredEligibilityData {
  fromEligibilityCheck: true;
  relationship: string;
  insuranceType?: string;
  answers: EligibilityAnswers;
}

/** The insurance a recipient has, as far as their benefits tell (onboarding's insurance list). */
export function insuranceFromBenefits(benefits: readonly BenefitValue[]): string | undefined {
  const has = (b: BenefitValue) => benefits.includes(b);
  if (has('medicare_medicaid') || (has('medicaid') && has('medicare'))) return 'medicare_medicaid';
  if (has('medicaid')) return 'medicaid';
  if (has('medicare')) return 'medicare';
  if (has('none')) return 'none';
  return undefined;
}

export function eligibilityCarryOver(answers: EligibilityAnswers): StoredEligibilityData {
  const insuranceType = insuranceFromBenefits(answers.benefits);
  return {
    fromEligibilityCheck: true,
    relationship: answers.relationship,
    ...(insuranceType ? { insuranceType } : {}),
    answers,
  };
}

export function storeEligibilityData(answers: EligibilityAnswers): void {
  writeStorage(StorageKeys.eligibilityData, JSON.stringify(eligibilityCarryOver(answers)));
}

/** The checker's answers this browser holds for sign-up, when they still read as answers. */
export function storedEligibilityAnswers(): EligibilityAnswers | undefined {
  try {
    const stored = JSON.parse(readStorage(StorageKeys.eligibilityData) ?? 'null') as unknown;
    const answers = (stored as { answers?: unknown } | null)?.answers;
    const parsed = EligibilityAnswers.safeParse(answers);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function hasStoredEligibilityData(): boolean {
  return readStorage(StorageKeys.eligibilityData) !== null;
}
