import { countsOf, monthOf } from './referral-counts';

describe('crisis referral counts', () => {
  it.each([
    ['2026-11-30T23:59:59.999Z', '2026-11'],
    ['2026-12-01T00:00:00.000Z', '2026-12'],
    ['2027-01-01T07:00:00.000Z', '2027-01'],
    // The month is UTC's: 4 pm in Los Angeles on 31 December is already January.
    ['2026-12-31T16:00:00-08:00', '2027-01'],
  ])('counts %s in %s', (at, month) => {
    expect(monthOf(new Date(at))).toBe(month);
  });

  it('counts each kind and level of one answer once', () => {
    const at = new Date('2026-11-05T10:00:00Z');
    expect(
      countsOf(
        [
          { kind: 'suicide', level: 'emergency' },
          { kind: 'suicide', level: 'emergency' },
          { kind: 'suicide', level: 'concern' },
          { kind: 'breathing', level: 'emergency' },
        ],
        at,
      ),
    ).toEqual([
      { month: '2026-11', kind: 'suicide', level: 'emergency', count: 1 },
      { month: '2026-11', kind: 'suicide', level: 'concern', count: 1 },
      { month: '2026-11', kind: 'breathing', level: 'emergency', count: 1 },
    ]);
  });

  it('has nothing to count for an ordinary message', () => {
    expect(countsOf([], new Date())).toEqual([]);
  });
});
