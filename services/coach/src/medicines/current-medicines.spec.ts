import { currentMedicineNames, dayIn } from './current-medicines';

const chicago = 'America/Chicago';
/** 9 pm in Chicago on November 27th: already the 28th in UTC. */
const evening = new Date('2026-11-28T03:00:00Z');
const medicine = (name: string, startDate: string | null, stopDate: string | null) => ({
  name,
  startDate,
  stopDate,
});

describe('the medicines current on the day of a question', () => {
  it('reads the day in the circle’s zone', () => {
    expect(dayIn(chicago, evening)).toBe('2026-11-27');
    expect(dayIn('UTC', evening)).toBe('2026-11-28');
  });

  it.each([
    ['no dates', medicine('Metformin', null, null), true],
    ['started today', medicine('Lisinopril', '2026-11-27', null), true],
    ['starting tomorrow', medicine('Warfarin', '2026-11-28', null), false],
    ['stopping today', medicine('Amoxicillin', '2026-11-20', '2026-11-27'), true],
    ['stopped yesterday', medicine('Prednisone', null, '2026-11-26'), false],
  ])('a medicine with %s: current %s', (_case, listed, current) => {
    expect(currentMedicineNames({ timeZone: chicago, medicines: [listed] }, evening)).toEqual(
      current ? [listed.name] : [],
    );
  });

  it('keeps the list’s order', () => {
    const medicines = [medicine('Metformin', null, null), medicine('Aspirin', null, null)];
    expect(currentMedicineNames({ timeZone: chicago, medicines }, evening)).toEqual([
      'Metformin',
      'Aspirin',
    ]);
  });
});
