import {
  paysCaregiverOf,
  programsFor,
  stateNameIn,
  statePrograms,
  UsStateNames,
  type EligibilityAnswers,
  type PaidCareProgram,
  type UsState,
} from '@tend/contracts';
import type { Language } from './guidance-topic';
import { cities, cityAt, fold, ownerAfter, type PlaceClaim, type PlaceOwner } from './places';

/** The state's name as her answer's language writes it: "Nueva Jersey" in Spanish (issue 48). */
export function stateNameFor(state: UsState, language: Language): string {
  return language === 'es' ? stateNameIn(state, 'es-US') : UsStateNames[state];
}

/** How many of a state's programs an answer names: enough to call, short enough for a phone. */
const NamedProgramsMax = 3;

/** A program by name, with the number to call when the dataset has one. */
const namedProgram = (program: PaidCareProgram) =>
  program.apply.phone ? `**${program.name}** (${program.apply.phone})` : `**${program.name}**`;

/**
 * The state's programs that can pay a family caregiver, by name, from the same dataset the
 * eligibility results show (docs: services/contracts/src/eligibility/programs), for a question
 * about being paid to care.
 */
export function selfDirectedNote(state: UsState, language: Language = 'en'): string {
  const name = stateNameFor(state, language);
  const programs = statePrograms(state).programs.slice(0, NamedProgramsMax).map(namedProgram);
  if (language === 'es') {
    const ask = `Quién puede cobrar (un cónyuge, un tutor legal) cambia según el programa: la [revisión de elegibilidad](/eligibility) de Tend muestra cuáles le corresponden según sus respuestas, y la agencia de Medicaid de ${name} o su Area Agency on Aging lo confirman.`;
    if (programs.length === 0)
      return `Pregunte a la agencia de Medicaid de ${name} por el cuidado personal autodirigido ("self-directed"), en el que la persona que usted cuida contrata a su propio ayudante, muchas veces un familiar. ${ask}`;
    return `En ${name}, los programas que pueden pagar a un familiar incluyen ${programs.join(', ')}. ${ask}`;
  }
  const ask = `Who may be paid (a spouse, a legal guardian) differs by program: Tend’s [eligibility check](/eligibility) shows which fit your answers, and ${name}’s Medicaid agency or your Area Agency on Aging confirms it.`;
  if (programs.length === 0)
    return `Ask ${name}’s Medicaid agency about self-directed (consumer-directed) personal care, in which the person you care for hires their own helper, often a family member. ${ask}`;
  return `In ${name}, programs that can pay a family member include ${programs.join(', ')}. ${ask}`;
}

/** Whom she cares for, as the eligibility check asks it (the program rules are keyed by it). */
export type CaredFor = EligibilityAnswers['relationship'];

/** The caregiver paid, by whom she cares for, as an answer names them. */
const PaidAs: Record<Language, Record<CaredFor, string>> = {
  en: {
    spouse: 'a spouse',
    parent: 'a son or daughter',
    grandparent: 'a grandchild',
    adult_child: 'a parent of an adult child',
    other_family: 'a relative',
    friend: 'a friend or neighbor',
  },
  es: {
    spouse: 'al esposo o la esposa',
    parent: 'a un hijo o una hija',
    grandparent: 'a un nieto o una nieta',
    adult_child: 'al padre o la madre de un hijo adulto',
    other_family: 'a un familiar',
    friend: 'a un amigo o vecino',
  },
};

/**
 * Her state's programs (and the federal ones) by whether they can pay someone in her place ("a
 * spouse"), for a question about being paid: a Texas wife is not sent to programs that exclude
 * spouses. The same dataset and rule as the eligibility results.
 */
export function paidAsNote(state: UsState, caredFor: CaredFor, language: Language = 'en'): string {
  const name = stateNameFor(state, language);
  const who = PaidAs[language][caredFor];
  const programs = programsFor(state);
  const can = programs.filter((p) => paysCaregiverOf(p, caredFor) === 'yes').map(namedProgram);
  const ask = programs.filter((p) => paysCaregiverOf(p, caredFor) === 'unknown').map(namedProgram);
  const none = programs.filter((p) => paysCaregiverOf(p, caredFor) === 'no').length;
  const list = (items: string[]) => items.slice(0, NamedProgramsMax).join(', ');
  if (language === 'es')
    return [
      can.length > 0
        ? `En ${name}, pueden pagar ${who}: ${list(can)}.`
        : `En ${name}, ningún programa que Tend conoce paga ${who}.`,
      ask.length > 0 ? `Pregunte en: ${list(ask)}.` : '',
      none > 0 ? `Otros ${none} programas de ${name} no pagan ${who}.` : '',
    ]
      .filter(Boolean)
      .join(' ');
  return [
    can.length > 0
      ? `In ${name}, these can pay ${who}: ${list(can)}.`
      : `In ${name}, no program Tend knows of pays ${who}.`,
    ask.length > 0 ? `Ask about: ${list(ask)}.` : '',
    none > 0 ? `${none} other ${name} programs do not pay ${who}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** States whose Spanish name differs from the English one, as Spanish speakers write them. */
const SpanishNames: Record<string, UsState> = {
  'nueva york': 'NY',
  'nueva jersey': 'NJ',
  'nuevo mexico': 'NM',
  'nuevo hampshire': 'NH',
  'carolina del norte': 'NC',
  'carolina del sur': 'SC',
  'dakota del norte': 'ND',
  'dakota del sur': 'SD',
  'virginia occidental': 'WV',
  pensilvania: 'PA',
  luisiana: 'LA',
  misuri: 'MO',
  hawai: 'HI',
};

const byName = [
  ...Object.entries(UsStateNames).map(([code, name]) => ({ code: code as UsState, name })),
  ...Object.entries(SpanishNames).map(([name, code]) => ({ code, name })),
]
  // Longest first, so "West Virginia" is found before "Virginia".
  .sort((a, b) => b.name.length - a.name.length)
  .map(({ code, name }) => ({ code, name: name.toLowerCase(), length: name.split(' ').length }));

/** Two-letter codes that are also everyday words are only read as codes after "in" or "from". */
const wordLikeCodes = new Set<string>([
  ...['IN', 'ME', 'OR', 'OK', 'HI', 'OH', 'LA', 'PA', 'MA', 'AL'],
  'VA', // Veterans Affairs, to a caregiver, more often than Virginia
]);

/** The state named by name at word `at` of the folded `words` ("New Jersey", "Nueva Jersey"). */
function stateNameAt(words: readonly string[], at: number) {
  for (const { code, name, length } of byName)
    if (words.slice(at, at + length).join(' ') === name) return { state: code, length };
  return undefined;
}

/**
 * The US states a message places the person cared for and the caregiver herself in, by a state's
 * name, a city's (after "in", "en", "near") or a postal code: the first of each.
 */
export function placesNamed(message: string): Partial<Record<PlaceOwner, UsState>> {
  const found: Partial<Record<PlaceClaim, UsState>> = {};
  const words = fold(message).split(' ');
  let since = 0;
  for (let at = 0; at < words.length;) {
    // A state's own name first, then a city's, the longer where both start here ("Kansas City").
    const named = stateNameAt(words, at);
    const city = cityAt(words, at);
    const place = city && (!named || city.length > named.length) ? city : named;
    if (!place) {
      at += 1;
      continue;
    }
    const owner = ownerAfter(words.slice(since, at));
    if (owner) found[owner] ??= place.state;
    at += place.length;
    since = at;
  }
  for (const match of message.matchAll(/\b([A-Z]{2})\b/g)) {
    const code = match[1] ?? '';
    const before = message.slice(Math.max(0, match.index - 5), match.index).toLowerCase();
    if (!(code in UsStateNames) || (wordLikeCodes.has(code) && !/\b(in|from) $/.test(before)))
      continue;
    const owner = ownerAfter(fold(message.slice(0, match.index)).split(' '));
    if (owner) found[owner] ??= code as UsState;
  }
  const { shared, ...own } = found;
  own.person ??= shared ?? placeAlone(message);
  return own;
}

/**
 * A place standing alone as the message's first sentence ("Denver. Dad needs more than I can
 * give"): where the story happens, so where her person is unless the message says otherwise.
 */
function placeAlone(message: string): UsState | undefined {
  const first = fold(/^[^.!?\n]*[.!?\n]/.exec(message)?.[0] ?? '');
  const words = first.split(' ');
  if (!first || words.length > 3) return undefined;
  const named = stateNameAt(words, 0);
  if (named?.length === words.length) return named.state;
  return cities().get(first);
}

/**
 * The state whose programs an answer names: where the message places the person cared for, else
 * where she places herself.
 */
export function mentionedState(message: string): UsState | undefined {
  const places = placesNamed(message);
  return places.person ?? places.caregiver;
}
