import {
  aboutMedicine,
  describeMedicineLists,
  doubleDoseFindings,
  medicineListLine,
} from './medicine-mentions';

const dad = [{ recipientName: 'Dad', medicineNames: ['Metformin', 'Insulin glargine'] }];

describe('the medicine list in an answer', () => {
  it('names the list and sends her to the pharmacist when a message is about a medicine', () => {
    const line = medicineListLine('Can she take ibuprofen with her metformin?', dad, 'en');
    expect(line).toContain('Metformin, Insulin glargine');
    expect(line).toMatch(/Ask the pharmacist/);
    expect(line).not.toMatch(/checked|is safe|no interaction/i);
    expect(medicineListLine('¿Puede tomar ibuprofeno con la metformina?', dad, 'es')).toMatch(
      /farmacéutico/,
    );
  });

  it('says nothing of medicines to a message about something else, or with no list', () => {
    expect(medicineListLine('How do I get a night off?', dad, 'en')).toBe('');
    expect(medicineListLine('Can she take ibuprofen?', [], 'en')).toBe('');
    expect(aboutMedicine('He is on insulin glargine now', dad)).toBe(true);
  });

  it('opens a double dose of a listed medicine with Poison Control, not a schedule question', () => {
    const overdose = [{ kind: 'overdose', level: 'emergency' }];
    expect(doubleDoseFindings('I think I gave Dad his metformin twice this morning', dad)).toEqual(
      overdose,
    );
    expect(doubleDoseFindings('He took an extra pill of Metformin', dad)).toEqual(overdose);
    expect(doubleDoseFindings('Le di la metformina dos veces', dad)).toEqual(overdose);
    expect(doubleDoseFindings('Is metformin taken twice a day?', dad)).toEqual([]);
    expect(doubleDoseFindings('I gave him his lisinopril twice', dad)).toEqual([]);
  });

  it('tells the model never to claim to check interactions', () => {
    expect(describeMedicineLists(dad)).toMatch(/Never claim to check interactions/);
    expect(describeMedicineLists([])).toBe('');
  });
});
