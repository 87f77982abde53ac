import { programCardStatus, type ProgramCardStatus } from '@tend/contracts';

/** 'unchecked': the person has no result for it yet, so the card invites them to check. */
export type ProgramCardShownStatus = ProgramCardStatus | 'unchecked';

/** A card's program and status; its words are the catalogue's (`home.program.<type>.title`). */
export interface ProgramCard {
  programType: 'medicaid_pas' | 'family_support';
  status: ProgramCardShownStatus;
}

const DEFAULT_CARDS: ProgramCard[] = [
  // Never 'Eligible' without a result for it: the checker is what says so.
  { programType: 'medicaid_pas', status: 'unchecked' },
  { programType: 'family_support', status: 'review' },
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
    return DEFAULT_CARDS.map((card) => ({ ...card, status: 'unchecked' }));
  return DEFAULT_CARDS.flatMap((card) => {
    const result = results.find((r) => r.programType === card.programType);
    if (!result) return [card];
    const status = programCardStatus(result.eligibilityScore);
    if (!status) return [];
    return [{ ...card, status }];
  });
}
