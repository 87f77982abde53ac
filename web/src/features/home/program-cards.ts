import {
  programCardStatus,
  ProgramCardStatusLabels,
  type ProgramCardStatus,
  type ProgramTypeValue as ProgramType,
} from '@tend/contracts';

/** 'unchecked': the person has no result for it yet, so the card invites them to check. */
export type ProgramCardShownStatus = ProgramCardStatus | 'unchecked';

export interface ProgramCard {
  programType: ProgramType;
  title: string;
  description: string;
  highlight: string;
  status: ProgramCardShownStatus;
  statusLabel: string;
}

const UNCHECKED = { status: 'unchecked', statusLabel: 'Check eligibility' } as const;

const DEFAULT_CARDS: ProgramCard[] = [
  {
    programType: 'medicaid_pas',
    title: 'Medicaid Personal Care',
    description:
      'Get paid to help a family member with daily care through Medicaid personal-assistance services.',
    highlight: 'Up to $18.50/hour',
    // Never 'Eligible' without a result for it: the checker is what says so.
    ...UNCHECKED,
  },
  {
    programType: 'family_support',
    title: 'Family Caregiver Support',
    description:
      'State and local programs that offer stipends, respite care and training for family caregivers.',
    highlight: 'Varies by state',
    status: 'review',
    statusLabel: ProgramCardStatusLabels.review,
  },
];

/**
 * Home's program cards (docs/product-spec.md section 4): without results both cards say 'Check eligibility' (no
 * one is told they are eligible before running the check); with results a program scoring under
 * 60 is hidden, 60-79 is 'likely', 80+ 'eligible', and a program with no matching result keeps
 * its default (Medicaid 'Check eligibility', family support 'Review Needed').
 */
export function programCards(
  results: ReadonlyArray<{ programType: string; eligibilityScore: number }> | null | undefined,
): ProgramCard[] {
  if (!results || results.length === 0)
    return DEFAULT_CARDS.map((card) => ({ ...card, ...UNCHECKED }));
  return DEFAULT_CARDS.flatMap((card) => {
    const result = results.find((r) => r.programType === card.programType);
    if (!result) return [card];
    const status = programCardStatus(result.eligibilityScore);
    if (!status) return [];
    return [{ ...card, status, statusLabel: ProgramCardStatusLabels[status] }];
  });
}
