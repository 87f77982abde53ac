import { DateTime } from 'luxon';
import { DefaultQuietHours, type QuietHours } from '@tend/contracts';
import {
  digestDue,
  dueReminders,
  isQuiet,
  reminderDecision,
  reminderDueAt,
  type MemberClock,
} from './reminder-timing';

const chicago = 'America/Chicago';
const clockIn = (zone: string, quiet: QuietHours = DefaultQuietHours): MemberClock => ({
  zone,
  quiet,
});
const at = (iso: string, zone = chicago) => DateTime.fromISO(iso, { zone });
const local = (dt: DateTime, zone = chicago) => dt.setZone(zone).toFormat("yyyy-MM-dd'T'HH:mm");

describe('when a reminder is due (member in Chicago)', () => {
  it.each([
    // [when, task start, due at]: a day or an hour ahead, outside 9 pm to 8 am
    ['day-before', '2026-12-10T09:30', '2026-12-09T09:30'],
    ['hour-before', '2026-12-10T09:30', '2026-12-10T08:30'],
    // falls in quiet hours: waits for 8 am, which is still before the task
    ['day-before', '2026-12-10T22:00', '2026-12-10T08:00'],
    ['hour-before', '2026-12-10T08:45', '2026-12-10T08:00'],
    ['day-before', '2026-12-10T07:00', '2026-12-09T08:00'],
    // the task itself is due in quiet hours: the reminder goes as planned
    ['hour-before', '2026-12-10T06:30', '2026-12-10T05:30'],
    ['hour-before', '2026-12-10T22:00', '2026-12-10T21:00'],
  ] as const)('%s a task at %s → %s', (when, start, due) =>
    expect(local(reminderDueAt(when, at(start), clockIn(chicago)))).toBe(due),
  );

  it('is in the member’s own zone, not the circle’s', () => {
    // A 9:30 task in Chicago is 7:30 in Los Angeles: its hour-before reminder (6:30 there) is
    // quiet time but the task is due before 8 am there, so it goes as planned.
    const start = at('2026-12-10T09:30');
    expect(local(reminderDueAt('hour-before', start, clockIn('America/Los_Angeles')))).toBe(
      '2026-12-10T08:30',
    );
    // A 21:30 task in Chicago is 22:30 in New York: the day-before goes at 8 am New York time.
    expect(
      local(
        reminderDueAt('day-before', at('2026-12-10T21:30'), clockIn('America/New_York')),
        'America/New_York',
      ),
    ).toBe('2026-12-10T08:00');
  });
});

describe('what to do with a reminder now', () => {
  const start = at('2026-12-10T22:00');
  it.each([
    ['day-before', '2026-12-09T22:30', 'wait'], // quiet hours: waits for 8 am
    ['day-before', '2026-12-10T08:00', 'send'],
    ['day-before', '2026-12-10T21:00', 'skip'], // the hour-before is due: one reminder
    ['hour-before', '2026-12-10T20:59', 'wait'],
    ['hour-before', '2026-12-10T21:00', 'send'], // due in quiet time, the task too
    ['hour-before', '2026-12-10T22:00', 'skip'], // it has begun
  ] as const)('%s at %s → %s', (when, now, decision) =>
    expect(reminderDecision(when, start, at(now), clockIn(chicago))).toBe(decision),
  );

  it('waits for the morning when found late at night for a task after 8 am', () => {
    expect(
      reminderDecision(
        'day-before',
        at('2026-12-10T09:00'),
        at('2026-12-09T23:00'),
        clockIn(chicago),
      ),
    ).toBe('wait');
  });
});

describe('the reminders due of a task', () => {
  const weekly = {
    startsAt: '2026-12-03T09:30',
    recurrence: { frequency: 'weekly' as const, interval: 1, weekdays: ['TH' as const] },
    cancelled: ['2026-12-17T09:30'],
  };
  it('finds the next occurrence’s, and none of a cancelled one', () => {
    const now = at('2026-12-09T09:30').toJSDate();
    expect(dueReminders(weekly, chicago, clockIn(chicago), now)).toEqual([
      expect.objectContaining({ occurrence: '2026-12-10T09:30', when: 'day-before' }),
    ]);
    const cancelledDayBefore = at('2026-12-16T10:00').toJSDate();
    expect(dueReminders(weekly, chicago, clockIn(chicago), cancelledDayBefore)).toEqual([]);
  });
});

describe('a daily digest', () => {
  it.each([
    ['2026-12-10T17:59', '2026-12-09T18:00', false],
    ['2026-12-10T18:00', '2026-12-09T18:00', true],
    ['2026-12-10T19:00', '2026-12-10T18:05', false],
    ['2026-12-11T09:00', '2026-12-09T18:00', true], // yesterday's was missed: it goes late
    ['2026-12-10T23:00', '2026-12-09T18:00', false], // but never in quiet hours
  ])('at %s, digested through %s → %p', (now, through, due) =>
    expect(digestDue(at(through).toJSDate(), clockIn(chicago), at(now).toJSDate())).toBe(due),
  );
});

describe('a member’s own quiet hours', () => {
  it.each([
    // [quiet from, until, hour, quiet?]: spanning midnight or within a day (a nap)
    [21, 8, 21, true],
    [21, 8, 7, true],
    [21, 8, 8, false],
    [23, 6, 22, false],
    [23, 6, 5, true],
    [13, 15, 14, true],
    [13, 15, 15, false],
    [13, 15, 3, false],
  ])('quiet from %p until %p: at %p → %p', (from, until, hour, quiet) =>
    expect(isQuiet(at('2026-12-10T00:00').set({ hour }), { from, until })).toBe(quiet),
  );

  it('holds a reminder until the end of her own quiet hours, not 8 am', () => {
    const nightOwl = clockIn(chicago, { from: 23, until: 6 });
    // The day-before reminder of a 22:00 task falls at 22:00: not quiet for her.
    expect(local(reminderDueAt('day-before', at('2026-12-10T22:00'), nightOwl))).toBe(
      '2026-12-09T22:00',
    );
    // That of a 7:00 task falls at 7:00 the day before... after her 6 am: it goes as planned.
    expect(local(reminderDueAt('day-before', at('2026-12-10T07:00'), nightOwl))).toBe(
      '2026-12-09T07:00',
    );
    const napper = clockIn(chicago, { from: 13, until: 15 });
    expect(local(reminderDueAt('hour-before', at('2026-12-10T15:30'), napper))).toBe(
      '2026-12-10T15:00',
    );
  });

  it('sends her daily digest once her quiet hours are over', () => {
    const early = clockIn(chicago, { from: 17, until: 7 });
    const through = at('2026-12-09T18:00').toJSDate();
    expect(digestDue(through, early, at('2026-12-10T18:30').toJSDate())).toBe(false);
    expect(digestDue(through, early, at('2026-12-11T07:00').toJSDate())).toBe(true);
  });
});
