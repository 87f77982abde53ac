import { ProgramFileCodes, programsFor, statePrograms } from './paid-care-programs';
import { ruleNotesOf } from './program-es.schema';
import { programInLanguage, programTexts } from './program-texts';
import { SpanishProgramFileCodes, spanishProgramsFor, spanishStatePrograms } from './spanish-programs';

/** What a Spanish entry must hold, read from the English program it stands beside. */
function expectedShape(code: (typeof ProgramFileCodes)[number]) {
  return Object.fromEntries(
    statePrograms(code).programs.map((program) => [
      program.id,
      {
        fields: ['howTo', ...(program.pay.value === 'unknown' ? [] : ['pay']), 'summary', 'who'],
        notes: Object.keys(ruleNotesOf(program)).sort(),
      },
    ]),
  );
}

describe('the Spanish texts of the paid-care programs', () => {
  it('has a Spanish file for every English one', () => {
    expect([...SpanishProgramFileCodes].sort()).toEqual([...ProgramFileCodes].sort());
  });

  it.each(ProgramFileCodes)(
    '%s: every program has its Spanish summary, who, pay, how to apply and notes, and no other',
    async (code) => {
      const spanish = await spanishStatePrograms(code);
      expect(spanish.state).toBe(code);
      const actual = Object.fromEntries(
        Object.entries(spanish.programs).map(([id, texts]) => [
          id,
          {
            fields: (['howTo', 'pay', 'summary', 'who'] as const).filter((key) => texts[key]),
            notes: Object.keys(texts.notes ?? {}).sort(),
          },
        ]),
      );
      expect(actual).toEqual(expectedShape(code));
    },
  );

  it('keeps every phone number and dollar amount of the English in the Spanish', async () => {
    const figures = (text: string) =>
      (text.match(/\d{3}-\d{3}-\d{4}|\$[\d,]+(\.\d+)?/g) ?? []).sort();
    for (const code of ProgramFileCodes) {
      const spanish = await spanishStatePrograms(code);
      for (const program of statePrograms(code).programs) {
        const en = programTexts(program, 'en');
        const es = programTexts(program, 'es-US', [spanish]);
        for (const key of ['summary', 'who', 'pay', 'howTo'] as const)
          expect([program.id, key, figures(es[key])]).toEqual([program.id, key, figures(en[key])]);
        for (const [path, note] of Object.entries(en.notes))
          expect([program.id, path, figures(es.notes[path] ?? '')]).toEqual([
            program.id,
            path,
            figures(note),
          ]);
      }
    }
  });

  it("gives a New Jersey program in Spanish with its English name and the English when it's asked", async () => {
    const [ppp] = programsFor('NJ');
    const spanish = await spanishProgramsFor('NJ');
    const es = programInLanguage(ppp, 'es-US', spanish);
    expect(es.name).toBe('Personal Preference Program (PPP)');
    expect(es.summary).toMatch(/^El Personal Preference Program de Nueva Jersey/);
    expect(es.payees.spouse.note).toMatch(/cónyuge/);
    expect(es.payees.spouse.value).toBe('yes');
    expect(es.apply.phone).toBe(ppp.apply.phone);
    expect(programInLanguage(ppp, 'en', spanish)).toBe(ppp);
  });
});
