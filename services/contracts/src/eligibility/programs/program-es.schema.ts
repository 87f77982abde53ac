import { z } from 'zod';
import type { PaidCareProgram } from './program.schema';

/**
 * The Spanish companion of a programs file (issue 48): `data-es/<state>.json` gives each program's
 * free text in Spanish, keyed by program id. Names stay as the state writes them (English); the
 * agency is here only where the agency has a Spanish name of its own.
 */
export const SpanishProgramTexts = z.strictObject({
  summary: z.string().min(20),
  /** `serves.who.value` in Spanish. */
  who: z.string().min(5),
  /** `pay.value` in Spanish (absent when the English says only "unknown"). */
  pay: z.string().min(3).optional(),
  howTo: z.string().min(10),
  /** The agency's own Spanish name, when it has one; else the English `apply.agency` stands. */
  agency: z.string().min(3).optional(),
  /** Each sourced rule's `note` in Spanish, by its path: 'payees.spouse', 'medicaid', 'serves.who'… */
  notes: z.record(z.string(), z.string().min(3)).optional(),
});
export type SpanishProgramTexts = z.infer<typeof SpanishProgramTexts>;

export const SpanishStatePrograms = z.strictObject({
  state: z.string().regex(/^([A-Z]{2})$/),
  programs: z.record(z.string(), SpanishProgramTexts),
});
export type SpanishStatePrograms = z.infer<typeof SpanishStatePrograms>;

type Sourced = { note?: string | undefined };

/** Every sourced rule of a program by its path, the keys of a Spanish file's `notes`. */
export function ruleNotesOf(program: PaidCareProgram): Record<string, string> {
  const rules: [string, Sourced | undefined][] = [
    ...Object.entries(program.payees).map(([key, rule]): [string, Sourced] => [
      `payees.${key}`,
      rule,
    ]),
    ['serves.minimumAge', program.serves.minimumAge],
    ['serves.who', program.serves.who],
    ['serves.levelOfCare', program.serves.levelOfCare],
    ['serves.conditions', program.serves.conditions],
    ['medicaid', program.medicaid],
    ['waitingList', program.waitingList],
    ['pay', program.pay],
  ];
  return Object.fromEntries(
    rules.flatMap(([path, rule]) => (rule?.note ? [[path, rule.note]] : [])),
  );
}

/**
 * What a Spanish file lacks or has too much beside its English file, one line each: a program with
 * no entry, an entry for no program, a text whose English exists but Spanish does not, or back.
 */
export function spanishGapsOf(
  english: { programs: readonly PaidCareProgram[] },
  spanish: SpanishStatePrograms,
): string[] {
  const gaps: string[] = [];
  const ids = new Set(english.programs.map((program) => program.id));
  for (const id of Object.keys(spanish.programs))
    if (!ids.has(id)) gaps.push(`${id}: Spanish entry for a program that does not exist`);
  for (const program of english.programs) {
    const es = spanish.programs[program.id];
    if (!es) {
      gaps.push(`${program.id}: no Spanish entry`);
      continue;
    }
    if (program.pay.value !== 'unknown' && !es.pay) gaps.push(`${program.id}: no Spanish pay`);
    if (program.pay.value === 'unknown' && es.pay) gaps.push(`${program.id}: pay is 'unknown'`);
    const notes = ruleNotesOf(program);
    for (const path of Object.keys(notes))
      if (!es.notes?.[path]) gaps.push(`${program.id}: no Spanish note for ${path}`);
    for (const path of Object.keys(es.notes ?? {}))
      if (!(path in notes)) gaps.push(`${program.id}: Spanish note ${path} has no English`);
  }
  return gaps;
}
