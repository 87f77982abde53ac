import {
  matchPrograms,
  paysCaregiverOf,
  type ProgramAnswers,
  type ProgramMatch,
} from './match-programs';
import type { PaidCareProgram } from './program.schema';

/**
 * What decides whether her state's Medicaid personal-care programs (the program the spec's score
 * is about) can pay her, read from her state's own rules:
 * - 'spouse_not_paid': she cares for her spouse and none of them pays a spouse;
 * - 'medicaid_first': they pay only someone who gets Medicaid, and her answers name none;
 * - 'medicaid_fits': one of them fits her answers (likely or possible);
 * - 'no_medicaid_program': none of them fits, for reasons the other rules name in the results.
 */
export type StateRouteRule =
  'spouse_not_paid' | 'medicaid_first' | 'medicaid_fits' | 'no_medicaid_program';

export interface StateRoute {
  rule: StateRouteRule;
  /** The likeliest program of hers to ask about first; never one whose rules rule her out. */
  best?: ProgramMatch;
  /** Her state's likeliest Medicaid personal-care program for her answers (Home's Medicaid card). */
  medicaid?: ProgramMatch;
  /** Her state's likeliest program that needs no Medicaid, not only for veterans (Home's family-support card). */
  support?: ProgramMatch;
  /** What the best route pays, in the dataset's words; absent when no source confirmed it. */
  pay?: string;
}

/** A program paid for by Medicaid: it pays only someone who gets Medicaid (or may, unconfirmed). */
export const isMedicaidProgram = (program: PaidCareProgram): boolean =>
  program.medicaid.value === 'required' ||
  (program.medicaid.value === 'unknown' &&
    program.kind !== 'state_funded' &&
    program.kind !== 'veterans');

const hasMedicaid = (answers: ProgramAnswers) =>
  answers.benefits.includes('medicaid') || answers.benefits.includes('medicare_medicaid');

const isFederal = (program: PaidCareProgram) => program.id.startsWith('us-');

/** A VA program is a route only for someone who said they served. */
const isRouteFor = (answers: ProgramAnswers) => (match: ProgramMatch) =>
  match.verdict !== 'unlikely' && (!match.program.serves.veteransOnly || answers.veteran === 'yes');

function ruleOf(answers: ProgramAnswers, medicaidMatches: ProgramMatch[]): StateRouteRule {
  const programs = medicaidMatches.map((match) => match.program);
  if (
    answers.relationship === 'spouse' &&
    programs.length > 0 &&
    programs.every((program) => paysCaregiverOf(program, 'spouse') === 'no')
  )
    return 'spouse_not_paid';
  if (medicaidMatches.some((match) => match.verdict !== 'unlikely')) return 'medicaid_fits';
  if (!hasMedicaid(answers) && programs.some((p) => p.medicaid.value === 'required'))
    return 'medicaid_first';
  return 'no_medicaid_program';
}

/**
 * Her state's answer to "can I be paid, and how": the rule that decides its Medicaid programs for
 * her, the best program to ask about (a state program before a federal one of the same verdict),
 * and what it pays where known. `programs` are her state's and the federal ones (`programsFor`), in
 * any language: the words of `pay` are theirs. A pure function: the results, Home and the coach
 * share it.
 */
export function stateRoute(
  programs: readonly PaidCareProgram[],
  answers: ProgramAnswers,
): StateRoute {
  const matches = matchPrograms(programs, answers);
  const ofState = matches.filter((match) => !isFederal(match.program));
  const medicaidMatches = ofState.filter((match) => isMedicaidProgram(match.program));
  const isRoute = isRouteFor(answers);
  const routes = matches.filter(isRoute);
  const best = routes.find((match) => !isFederal(match.program)) ?? routes[0];
  const support = ofState.find(
    (match) => !isMedicaidProgram(match.program) && match.verdict !== 'unlikely',
  );
  const pay = best?.program.pay.value;
  return {
    rule: ruleOf(answers, medicaidMatches),
    ...(best ? { best } : {}),
    ...(medicaidMatches[0] ? { medicaid: medicaidMatches[0] } : {}),
    ...(support ? { support } : {}),
    ...(pay && pay !== 'unknown' ? { pay } : {}),
  };
}
