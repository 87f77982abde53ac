import { ProgramFileCodes, programsFor, statePrograms } from './paid-care-programs';
import { spanishGapsOf } from './program-es.schema';
import { matchProgram, type ProgramAnswers } from './match-programs';
import { programInLanguage, programTexts } from './program-texts';
import {
  SpanishProgramFileCodes,
  spanishProgramsFor,
  spanishStatePrograms,
} from './spanish-programs';

describe('the Spanish texts of the paid-care programs', () => {
  it('has a Spanish file for every English one', () => {
    expect([...SpanishProgramFileCodes].sort()).toEqual([...ProgramFileCodes].sort());
  });

  it.each(ProgramFileCodes)(
    '%s: every program has its Spanish summary, who, pay, how to apply and notes, and no other',
    async (code) => {
      const spanish = await spanishStatePrograms(code);
      expect(spanish.state).toBe(code);
      expect(spanishGapsOf(statePrograms(code), spanish)).toEqual([]);
    },
  );

  it('names what a Spanish file lacks or has too much', async () => {
    const english = statePrograms('NJ');
    const { programs } = await spanishStatePrograms('NJ');
    const [ppp, ...others] = english.programs;
    const { notes, pay: _pay, ...pppTexts } = programs[ppp.id];
    const { medicaid: _medicaid, ...otherNotes } = notes ?? {};
    const lacking = {
      state: 'NJ',
      programs: {
        ...Object.fromEntries(others.slice(1).map((program) => [program.id, programs[program.id]])),
        [ppp.id]: { ...pppTexts, notes: { ...otherNotes, 'serves.conditions': 'algo' } },
        'nj-no-such-program': programs[ppp.id],
      },
    };
    expect(spanishGapsOf(english, lacking)).toEqual([
      'nj-no-such-program: Spanish entry for a program that does not exist',
      `${ppp.id}: no Spanish pay`,
      `${ppp.id}: no Spanish note for medicaid`,
      `${ppp.id}: Spanish note serves.conditions has no English`,
      `${others[0].id}: no Spanish entry`,
    ]);
  });

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

  it('gives the reasons of a match in Spanish, the same verdict as in English', () => {
    const [ppp] = programsFor('NJ');
    const answers: ProgramAnswers = {
      relationship: 'parent',
      benefits: ['medicaid'],
      age: '65_plus',
      state: 'NJ',
      condition: 'dementia',
    };
    const en = matchProgram(ppp, answers);
    const es = matchProgram(ppp, answers, 'es-US');
    expect(es.verdict).toBe(en.verdict);
    expect(es.criteria.map((c) => c.status)).toEqual(en.criteria.map((c) => c.status));
    expect(es.criteria.map((c) => c.text)).toEqual([
      'Nueva Jersey permite pagarle aquí a un hijo adulto que cuida a su padre o su madre: sí.',
      'La persona que usted cuida tiene Medicaid: se cumple.',
      'Atiende a personas de cualquier edad: se cumple.',
      'Exige ayuda directa con las actividades diarias (bañarse, vestirse, comer): todavía no lo sabemos; lo evalúa el estado.',
    ]);
  });
});
