import type { Language } from '../../common/language';
import type { PaidCareProgram } from './program.schema';
import { ruleNotesOf, type SpanishStatePrograms } from './program-es.schema';

/** A program's free text in one language; `name` always as the state writes it. */
export interface ProgramTexts {
  name: string;
  summary: string;
  who: string;
  pay: string;
  howTo: string;
  agency: string;
  /** Each sourced rule's note by its path ('payees.spouse', 'medicaid'…). */
  notes: Record<string, string>;
}

function englishTexts(program: PaidCareProgram): ProgramTexts {
  return {
    name: program.name,
    summary: program.summary,
    who: program.serves.who.value,
    pay: program.pay.value,
    howTo: program.apply.howTo,
    agency: program.apply.agency,
    notes: ruleNotesOf(program),
  };
}

/**
 * A program's texts in `language`, from the Spanish files given (the state's and the federal one).
 * Any text the Spanish lacks stays English, so a missing entry never hides a fact.
 */
export function programTexts(
  program: PaidCareProgram,
  language: Language,
  spanish: readonly SpanishStatePrograms[] = [],
): ProgramTexts {
  const english = englishTexts(program);
  if (language === 'en') return english;
  const es = spanish.find((file) => program.id in file.programs)?.programs[program.id];
  if (!es) return english;
  return {
    name: program.name,
    summary: es.summary,
    who: es.who,
    // "unknown" is a value the app words itself, in either language.
    pay: english.pay === 'unknown' ? english.pay : (es.pay ?? english.pay),
    howTo: es.howTo,
    agency: es.agency ?? english.agency,
    notes: { ...english.notes, ...es.notes },
  };
}

/** The program with its free text in `language`: what a results screen shows, rules untouched. */
export function programInLanguage(
  program: PaidCareProgram,
  language: Language,
  spanish: readonly SpanishStatePrograms[] = [],
): PaidCareProgram {
  if (language === 'en') return program;
  const texts = programTexts(program, language, spanish);
  const withNote = <R extends { note?: string }>(rule: R, path: string): R =>
    rule.note && texts.notes[path] ? { ...rule, note: texts.notes[path] } : rule;
  const payees = Object.fromEntries(
    Object.entries(program.payees).map(([key, rule]) => [key, withNote(rule, `payees.${key}`)]),
  ) as PaidCareProgram['payees'];
  const { serves } = program;
  return {
    ...program,
    summary: texts.summary,
    payees,
    serves: {
      ...serves,
      minimumAge: withNote(serves.minimumAge, 'serves.minimumAge'),
      who: { ...withNote(serves.who, 'serves.who'), value: texts.who },
      levelOfCare: withNote(serves.levelOfCare, 'serves.levelOfCare'),
      ...(serves.conditions
        ? { conditions: withNote(serves.conditions, 'serves.conditions') }
        : {}),
    },
    medicaid: withNote(program.medicaid, 'medicaid'),
    waitingList: withNote(program.waitingList, 'waitingList'),
    pay: { ...withNote(program.pay, 'pay'), value: texts.pay },
    apply: { ...program.apply, agency: texts.agency, howTo: texts.howTo },
  };
}
