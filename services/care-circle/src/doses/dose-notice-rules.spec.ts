import { DateTime } from 'luxon';
import { DefaultQuietHours, type MedicationSchedule, type QuietHours } from '@tend/contracts';
import { dosesAround, missedNow, refillBy, refillDue, reminderDecision } from './dose-notice-rules';

const chicago = 'America/Chicago';
const clockIn = (zone: string, quiet: QuietHours = DefaultQuietHours) => ({ zone, quiet });
const at = (wall: string) => DateTime.fromISO(wall, { zone: chicago });
const twiceDaily: MedicationSchedule = {
  kind: 'scheduled',
  times: ['08:00', '20:00'],
  weekdays: null,
  minimumGapMinutes: null,
};

describe('a dose reminder', () => {
  const due = at('2026-12-07T08:00');
  it.each([
    ['before its time', '2026-12-07T07:59', chicago, false, 'wait'],
    ['at its time', '2026-12-07T08:00', chicago, false, 'send'],
    ['found late, still that day', '2026-12-07T11:00', chicago, false, 'send'],
    ['stale after 12 hours', '2026-12-07T20:01', chicago, false, 'skip'],
  ])('%s', (_, now, zone, critical, expected) => {
    expect(reminderDecision(due, at(now), clockIn(zone), critical)).toBe(expected);
  });

  it('waits through the member’s quiet hours, unless the medicine is critical', () => {
    const bedtime = at('2026-12-07T21:30');
    expect(reminderDecision(bedtime, bedtime, clockIn(chicago), false)).toBe('wait');
    expect(reminderDecision(bedtime, bedtime, clockIn(chicago), true)).toBe('send');
    // In Los Angeles it is 7:30 pm: not quiet there.
    expect(reminderDecision(bedtime, bedtime, clockIn('America/Los_Angeles'), false)).toBe('send');
    // Nor for a member whose quiet hours begin at 11 pm.
    expect(
      reminderDecision(bedtime, bedtime, clockIn(chicago, { from: 23, until: 6 }), false),
    ).toBe('send');
  });

  it('goes at the end of her own quiet hours', () => {
    const earlyRiser = clockIn(chicago, { from: 20, until: 5 });
    const bedtime = at('2026-12-07T21:30');
    expect(reminderDecision(bedtime, at('2026-12-08T04:59'), earlyRiser, false)).toBe('wait');
    expect(reminderDecision(bedtime, at('2026-12-08T05:00'), earlyRiser, false)).toBe('send');
  });
});

describe('a missed dose', () => {
  const due = at('2026-12-07T21:30');
  it('is missed once its window has passed, and not told half a day later', () => {
    expect(missedNow(due, 60, at('2026-12-07T22:30'))).toBe(false);
    expect(missedNow(due, 60, at('2026-12-07T22:31'))).toBe(true);
    expect(missedNow(due, 60, at('2026-12-08T10:31'))).toBe(false);
  });
});

describe('the doses a sweep looks at', () => {
  const plan = { schedule: twiceDaily, startDate: null, stopDate: null };
  it('leaves out the doses due before a medicine with no start date was added', () => {
    // Added at 9 pm: that day's 8 am and 8 pm doses were never due; the next day's are.
    const addedAt9pm = { ...plan, createdAt: at('2026-12-07T21:00').toJSDate() };
    expect(dosesAround(addedAt9pm, chicago, at('2026-12-08T09:01'))).toEqual([
      '2026-12-08T08:00',
      '2026-12-08T20:00',
    ]);
  });

  it('keeps yesterday’s and today’s doses of a medicine added before them', () => {
    const addedLongAgo = { ...plan, createdAt: at('2026-11-01T09:00').toJSDate() };
    expect(dosesAround(addedLongAgo, chicago, at('2026-12-08T09:01'))).toEqual([
      '2026-12-07T08:00',
      '2026-12-07T20:00',
      '2026-12-08T08:00',
      '2026-12-08T20:00',
    ]);
  });
});

describe('refills', () => {
  const plan = {
    schedule: twiceDaily,
    startDate: null,
    stopDate: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    supplyOnHand: 10,
    doseAmount: 1,
    refillDate: null,
    refillReminderDays: 3,
  };
  it('finds the day the supply runs out at its scheduled doses', () => {
    // 10 tablets, 2 a day: today's and four more days' doses, none on the sixth day.
    expect(refillBy(plan, '2026-12-07', chicago)).toBe('2026-12-12');
  });

  it('takes the refill date when it comes first', () => {
    expect(refillBy({ ...plan, refillDate: '2026-12-09' }, '2026-12-07', chicago)).toBe(
      '2026-12-09',
    );
  });

  it('is due the chosen number of days before', () => {
    // 10 tablets run out in 5 days: not yet; 6 tablets in 3 days: now.
    expect(refillDue(plan, '2026-12-09', chicago)).toBeNull();
    expect(refillDue({ ...plan, supplyOnHand: 6 }, '2026-12-09', chicago)).toBe('2026-12-12');
    expect(refillDue({ ...plan, supplyOnHand: null }, '2026-12-09', chicago)).toBeNull();
  });
});
