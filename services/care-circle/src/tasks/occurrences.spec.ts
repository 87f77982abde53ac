import { instantOf, isOccurrence, occurrenceStarts, todayIn } from './occurrences';

describe('a task’s occurrences', () => {
  it('lists a one-off task on its day only', () => {
    const task = { startsAt: '2026-12-03T10:00', recurrence: null, cancelled: [] };
    expect(occurrenceStarts(task, '2026-12-01', '2026-12-31')).toEqual(['2026-12-03T10:00']);
    expect(occurrenceStarts(task, '2026-12-04', '2026-12-31')).toEqual([]);
  });

  it('repeats weekly on the days chosen, at the same wall-clock time across a clock change', () => {
    const task = {
      startsAt: '2026-10-26T09:30',
      recurrence: {
        frequency: 'weekly' as const,
        interval: 1,
        weekdays: ['MO' as const, 'TH' as const],
      },
      cancelled: ['2026-11-05T09:30'],
    };
    const starts = occurrenceStarts(task, '2026-10-26', '2026-11-09');
    expect(starts).toEqual([
      '2026-10-26T09:30',
      '2026-10-29T09:30',
      '2026-11-02T09:30',
      '2026-11-09T09:30',
    ]);
    // New York leaves daylight time on 1 November: 09:30 is 13:30Z before and 14:30Z after.
    expect(instantOf(starts[0], 'America/New_York').toUTC().toISO()).toBe(
      '2026-10-26T13:30:00.000Z',
    );
    expect(instantOf(starts[2], 'America/New_York').toUTC().toISO()).toBe(
      '2026-11-02T14:30:00.000Z',
    );
  });

  it('stops at its last day or count, and knows which starts are its own', () => {
    const daily = {
      startsAt: '2026-12-01T18:00',
      recurrence: { frequency: 'daily' as const, interval: 2, until: '2026-12-06' },
      cancelled: [],
    };
    expect(occurrenceStarts(daily, '2026-12-01', '2026-12-31')).toEqual([
      '2026-12-01T18:00',
      '2026-12-03T18:00',
      '2026-12-05T18:00',
    ]);
    expect(isOccurrence(daily, '2026-12-03T18:00')).toBe(true);
    expect(isOccurrence(daily, '2026-12-04T18:00')).toBe(false);
    const monthly = {
      startsAt: '2026-01-15T08:00',
      recurrence: { frequency: 'monthly' as const, interval: 1, count: 3 },
      cancelled: [],
    };
    expect(occurrenceStarts(monthly, '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-15T08:00',
      '2026-02-15T08:00',
      '2026-03-15T08:00',
    ]);
  });

  it('knows today in the circle’s zone', () => {
    expect(todayIn('America/Los_Angeles', new Date('2026-12-03T05:00:00Z'))).toBe('2026-12-02');
  });
});
