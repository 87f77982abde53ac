import { addDays, dayIn } from './calendar-day';

describe('calendar days', () => {
  it.each([
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2028-02-28', 1, '2028-02-29'],
    // Chicago's clocks go forward on March 8 and back on November 1, 2026: a day is still a day.
    ['2026-03-07', 2, '2026-03-09'],
    ['2026-10-31', 2, '2026-11-02'],
  ])('%s plus %i days is %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it('names the day an instant falls on in a time zone, not in UTC', () => {
    const evening = '2026-11-30T23:30:00-06:00'; // December 1 in UTC
    expect(dayIn(evening, 'America/Chicago')).toBe('2026-11-30');
    expect(dayIn(new Date(evening), 'UTC')).toBe('2026-12-01');
  });
});
