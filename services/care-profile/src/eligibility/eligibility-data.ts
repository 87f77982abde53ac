import {
  EligibilityAnswers,
  eligibilityScore,
  MAX_ELIGIBILITY_DATA_LENGTH,
  type ProgramTypeValue,
} from '@tend/contracts';

export type EligibilityDataReading =
  { ok: true; answers: EligibilityAnswers } | { ok: false; reason: string };

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    // A client may have percent-encoded the JSON to keep the header ASCII.
    try {
      return JSON.parse(decodeURIComponent(raw));
    } catch {
      return undefined;
    }
  }
}

/**
 * Reads the `X-Eligibility-Data` header: the checker's answers as JSON, flat or under `answers`.
 * Any other key (a score the browser computed, onboarding's carry-over) is ignored.
 */
export function readEligibilityData(raw: string): EligibilityDataReading {
  if (raw.length > MAX_ELIGIBILITY_DATA_LENGTH) return { ok: false, reason: 'too long' };
  const data = parseJson(raw);
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return { ok: false, reason: 'not a JSON object' };
  const nested = (data as { answers?: unknown }).answers;
  const candidate = typeof nested === 'object' && nested !== null ? nested : data;
  const parsed = EligibilityAnswers.safeParse(candidate);
  if (!parsed.success)
    return { ok: false, reason: parsed.error.issues[0]?.message ?? 'invalid answers' };
  return { ok: true, answers: parsed.data };
}

export interface EligibilityAssessment {
  /** The checker assesses the Medicaid personal-assistance program (docs/product-spec.md section 3). */
  programType: ProgramTypeValue;
  eligibilityScore: number;
  status: 'assessed';
  /** The answers in one canonical form, so the same answers in another order match. */
  answersKey: string;
  answers: EligibilityAnswers;
}

/** The result the server stores: the score is always computed here with the shared rule. */
export function assessEligibility(answers: EligibilityAnswers): EligibilityAssessment {
  const canonical: EligibilityAnswers = {
    relationship: answers.relationship,
    benefits: [...new Set(answers.benefits)].sort(),
    age: answers.age,
    state: answers.state,
    zipCode: answers.zipCode,
    condition: answers.condition,
  };
  return {
    programType: 'medicaid_pas',
    eligibilityScore: eligibilityScore(canonical),
    status: 'assessed',
    answersKey: JSON.stringify(canonical),
    answers: canonical,
  };
}
