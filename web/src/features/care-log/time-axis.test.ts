import { timeAxis } from './time-axis';

const chicago = 'America/Chicago';
/** Midnight of a day in Chicago, in November 2026 (after the clocks went back on the 1st: UTC-6). */
const midnight = (day: string) => Date.parse(`${day}T06:00:00Z`);
const days = (axis: ReturnType<typeof timeAxis>) => axis.ticks.map((tick) => tick.day);

describe('the charts’ shared time axis', () => {
  it('runs from the first midnight of the period to the end of its last day, in the circle’s zone', () => {
    const axis = timeAxis({ from: '2026-11-21', until: '2026-11-27', timeZone: chicago });
    expect(axis.from).toBe(midnight('2026-11-21'));
    expect(axis.until).toBe(midnight('2026-11-28') - 1);
  });

  it('labels each day of a week, at its midnight', () => {
    const axis = timeAxis({ from: '2026-11-21', until: '2026-11-27', timeZone: chicago });
    expect(days(axis)).toEqual(
      ['21', '22', '23', '24', '25', '26', '27'].map((d) => `2026-11-${d}`),
    );
    expect(axis.ticks.map((tick) => tick.at)).toEqual(days(axis).map(midnight));
  });

  it('labels every seventh day of a month, from its first', () => {
    expect(days(timeAxis({ from: '2026-10-29', until: '2026-11-27', timeZone: chicago }))).toEqual([
      '2026-10-29',
      '2026-11-05',
      '2026-11-12',
      '2026-11-19',
      '2026-11-26',
    ]);
  });

  it('keeps each tick at midnight across a change of the clocks', () => {
    const axis = timeAxis({ from: '2026-10-30', until: '2026-11-05', timeZone: chicago });
    expect(axis.ticks[0].at).toBe(Date.parse('2026-10-30T05:00:00Z'));
    expect(axis.ticks[3].at).toBe(Date.parse('2026-11-02T06:00:00Z'));
  });

  it('draws a period of one day with one tick', () => {
    expect(days(timeAxis({ from: '2026-11-27', until: '2026-11-27', timeZone: chicago }))).toEqual([
      '2026-11-27',
    ]);
  });
});
