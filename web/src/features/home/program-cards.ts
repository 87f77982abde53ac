import {
  programCardStatus,
  type ProgramCardStatus,
  type ProgramMatch,
  type ProgramVerdict,
  type StateRoute,
  type StateRouteRule,
} from '@tend/contracts';

/**
 * 'unchecked': the person has no result for it yet, so the card invites them to check.
 * 'unlikely': her state's own rules rule her out of the program the card stands for (Tend's
 * addition: the spec's label would otherwise say 'Eligible' to a spouse no program pays).
 */
export type ProgramCardShownStatus = ProgramCardStatus | 'unchecked' | 'unlikely';

/** A card's program and status; its words are the catalogue's (`home.program.<type>.title`). */
export interface ProgramCard {
  programType: 'medicaid_pas' | 'family_support';
  status: ProgramCardShownStatus;
  /** Her state's program the card stands for, from her saved answers: the card opens it. */
  program?: ProgramMatch;
  /** What decides her state's Medicaid programs for her (the Medicaid card only). */
  rule?: StateRouteRule;
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

/** A program's verdict as a card's status, when no score speaks for it. */
const StatusOfVerdict: Record<ProgramVerdict, ProgramCardShownStatus> = {
  likely: 'likely',
  possible: 'review',
  unlikely: 'unlikely',
};

/** The spec's status, never above what her state's rules say of the program it stands for. */
function cappedStatus(status: ProgramCardShownStatus, verdict: ProgramVerdict) {
  if (verdict === 'likely' && status !== 'unchecked') return status;
  return StatusOfVerdict[verdict];
}

/**
 * The spec's cards made true for her state (issue 49): with her saved answers, the Medicaid card
 * stands for her state's likeliest Medicaid program and says what decides it (Medicaid first,
 * spouses not paid), its status never above that program's verdict; the family-support card stands
 * for her state's likeliest program that needs no Medicaid. The spec's hiding under 60 stays.
 */
export function stateProgramCards(
  results: Parameters<typeof programCards>[0],
  route: StateRoute,
): ProgramCard[] {
  return programCards(results).map((card) => {
    if (card.programType === 'medicaid_pas')
      return route.medicaid
        ? {
            ...card,
            status: cappedStatus(card.status, route.medicaid.verdict),
            program: route.medicaid,
            rule: route.rule,
          }
        : card;
    return route.support
      ? { ...card, status: StatusOfVerdict[route.support.verdict], program: route.support }
      : card;
  });
}
