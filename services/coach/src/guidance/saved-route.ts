import {
  programsFor,
  programTexts,
  stateRoute,
  type EligibilityAnswers,
  type PaidCareProgram,
  type SpanishStatePrograms,
  type StateRouteRule,
  type UsState,
} from '@tend/contracts';
import type { Language } from './guidance-topic';
import { stateNameFor, type CaredFor } from './states';

/** Her latest eligibility check, and her state's program texts in Spanish. */
export interface SavedEligibility {
  answers: EligibilityAnswers;
  spanish: readonly SpanishStatePrograms[];
}

/**
 * Her saved check, when the question is about her own situation: not when it names another state
 * or another person ("my neighbor in Ohio"), whose programs her answers do not decide.
 */
export function savedCheckFor(
  saved: SavedEligibility | null | undefined,
  state: UsState | undefined,
  caredFor: CaredFor | undefined,
): SavedEligibility | undefined {
  if (!saved) return undefined;
  if (state && state !== saved.answers.state) return undefined;
  if (caredFor && caredFor !== saved.answers.relationship) return undefined;
  return saved;
}

const Rules: Record<Language, (state: string) => Record<StateRouteRule, string>> = {
  en: (state) => ({
    spouse_not_paid: `${state}’s Medicaid personal-care programs do not pay a spouse to give care.`,
    medicaid_first: `${state}’s Medicaid personal-care programs pay a family caregiver only once the person you care for has Medicaid; Medicare alone is not Medicaid.`,
    medicaid_fits: `${state}’s Medicaid personal-care programs may pay a family caregiver like you.`,
    no_medicaid_program: `None of ${state}’s Medicaid personal-care programs fits your answers.`,
  }),
  es: (state) => ({
    spouse_not_paid: `Los programas de cuidado personal de Medicaid de ${state} no pagan al esposo o la esposa por cuidar.`,
    medicaid_first: `Los programas de cuidado personal de Medicaid de ${state} pagan a quien cuida a un familiar solo cuando la persona que usted cuida tiene Medicaid; Medicare solo no es Medicaid.`,
    medicaid_fits: `Los programas de cuidado personal de Medicaid de ${state} podrían pagarle a un familiar que cuida, como usted.`,
    no_medicaid_program: `Ninguno de los programas de cuidado personal de Medicaid de ${state} corresponde a sus respuestas.`,
  }),
};

/** A text from the dataset as a sentence of the answer. */
const withStop = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

const Words = {
  en: {
    from: 'From your [eligibility check](/eligibility):',
    likely: (program: string) => `Your best route there is ${program}.`,
    possible: (program: string) => `The program to ask about there is ${program}.`,
    none: (state: string) =>
      `No program Tend knows of there fits your answers yet: ${state}’s Medicaid office or the Eldercare Locator can tell you what else there is.`,
    pay: (pay: string) => `What it pays: ${withStop(pay)}`,
    payUnknown: 'What it pays is not confirmed yet: the agency can tell you.',
  },
  es: {
    from: 'Según su [revisión de elegibilidad](/eligibility):',
    likely: (program: string) => `Su mejor opción allí es ${program}.`,
    possible: (program: string) => `El programa por el que conviene preguntar allí es ${program}.`,
    none: (state: string) =>
      `Todavía no conocemos ningún programa allí que corresponda a sus respuestas: la oficina de Medicaid de ${state} o el Eldercare Locator pueden decirle qué más hay.`,
    pay: (pay: string) => `Lo que paga: ${withStop(pay)}`,
    payUnknown: 'Lo que paga todavía no está confirmado: la agencia se lo puede decir.',
  },
} as const;

const named = (program: PaidCareProgram) =>
  program.apply.phone ? `**${program.name}** (${program.apply.phone})` : `**${program.name}**`;

/**
 * What her saved check means for being paid, in her language: the rule that decides her state's
 * Medicaid programs for her (Medicaid first, spouses not paid), the best program to ask about and
 * what it pays. The same rules as her results and Home (`stateRoute`): a spouse is never sent to a
 * program that excludes spouses.
 */
export function savedRouteNote(saved: SavedEligibility, language: Language): string {
  const { answers } = saved;
  const state = stateNameFor(answers.state, language);
  const route = stateRoute(programsFor(answers.state), answers);
  const words = Words[language];
  const best = route.best;
  const lines = [words.from, Rules[language](state)[route.rule]];
  if (!best) return [...lines, words.none(state)].join(' ');
  const pay = programTexts(best.program, language === 'es' ? 'es-US' : 'en', saved.spanish).pay;
  return [
    ...lines,
    best.verdict === 'likely'
      ? words.likely(named(best.program))
      : words.possible(named(best.program)),
    pay === 'unknown' ? words.payUnknown : words.pay(pay),
  ].join(' ');
}
