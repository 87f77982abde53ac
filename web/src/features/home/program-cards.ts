import {
  programCardStatus,
  ProgramCardStatusLabels,
  type ProgramCardStatus,
  type ProgramTypeValue as ProgramType,
} from '@tend/contracts';

export interface ProgramCard {
  programType: ProgramType;
  title: string;
  description: string;
  highlight: string;
  status: ProgramCardStatus;
  statusLabel: string;
}

const DEFAULT_CARDS: ProgramCard[] = [
  {
    programType: 'medicaid_pas',
    title: 'Medicaid Personal Care',
    description:
      'Get paid to help a family member with daily care through Medicaid personal-assistance services.',
    highlight: 'Up to $18.50/hour',
    status: 'eligible',
    statusLabel: ProgramCardStatusLabels.eligible,
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
 * Home's program cards (spec section 4): without results the two defaults show; with results a
 * program scoring under 60 is hidden, 60-79 is 'likely', 80+ 'eligible', and a program with no
 * matching result keeps its default.
 */
export function programCards(
  results: ReadonlyArray<{ programType: string; eligibilityScore: number }> | null | undefined,
): ProgramCard[] {
  if (!results || results.length === 0) return DEFAULT_CARDS;
  return DEFAULT_CARDS.flatMap((card) => {
    const result = results.find((r) => r.programType === card.programType);
    if (!result) return [card];
    const status = programCardStatus(result.eligibilityScore);
    if (!status) return [];
    return [{ ...card, status, statusLabel: ProgramCardStatusLabels[status] }];
  });
}
