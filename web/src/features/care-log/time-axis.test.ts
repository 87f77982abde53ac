import { timeAxis } from './time-axis';

const midnight = (date: string) => Date.parse(`${date}T00:00:00`);

describe('the charts’ shared time axis', () => {
  it('runs from the first midnight of the period to the end of its last day', () => {
    const axis = timeAxis({ from: '2026-11-21', until: '2026-11-27' });
    expect(axis.from).toBe(midnight('2026-11-21'));
    expect(axis.until).toBe(Date.parse('2026-11-27T23:59:59'));
  });

  it('labels each day of a week', () => {
    expect(timeAxis({ from: '2026-11-21', until: '2026-11-27' }).ticks).toEqual(
      ['21', '22', '23', '24', '25', '26', '27'].map((d) => midnight(`2026-11-${d}`)),
    );
  });

  it('labels every seventh day of a month, from its first', () => {
    expect(timeAxis({ from: '2026-10-29', until: '2026-11-27' }).ticks).toEqual(
      ['2026-10-29', '2026-11-05', '2026-11-12', '2026-11-19', '2026-11-26'].map(midnight),
    );
  });

  it('draws a period of one day with one tick', () => {
    expect(timeAxis({ from: '2026-11-27', until: '2026-11-27' }).ticks).toEqual([
      midnight('2026-11-27'),
    ]);
  });
});
