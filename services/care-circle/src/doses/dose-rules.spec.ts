import type { MedicationSchedule } from '@tend/contracts';
import { alreadyGivenSentence, doseState, dueAtOf, scheduledDoses, withinGap } from './dose-rules';

const twiceDaily: MedicationSchedule = {
  kind: 'scheduled',
  times: ['20:00', '08:00'],
  weekdays: null,
  minimumGapMinutes: null,
};
const chicago = 'America/Chicago';
/** Added to Tend long ago, unless a test says when. */
const longAgo = new Date('2026-01-01T00:00:00Z');
const plan = (
  schedule: MedicationSchedule,
  startDate: string | null = null,
  stopDate: string | null = null,
  createdAt = longAgo,
) => ({ schedule, startDate, stopDate, createdAt });
/** An instant named by Chicago's wall clock. */
const chicagoAt = (wall: string) => dueAtOf(wall, chicago);

describe('the doses of a day', () => {
  it.each([
    [
      'every day, in order',
      plan(twiceDaily),
      '2026-12-07',
      ['2026-12-07T08:00', '2026-12-07T20:00'],
    ],
    ['before its start', plan(twiceDaily, '2026-12-08'), '2026-12-07', []],
    ['after its stop', plan(twiceDaily, null, '2026-12-06'), '2026-12-07', []],
    [
      'on its stop day',
      plan(twiceDaily, null, '2026-12-07'),
      '2026-12-07',
      ['2026-12-07T08:00', '2026-12-07T20:00'],
    ],
    [
      'Mondays only, on a Monday',
      plan({ ...twiceDaily, weekdays: ['MO'] }),
      '2026-12-07',
      ['2026-12-07T08:00', '2026-12-07T20:00'],
    ],
    ['Mondays only, on a Tuesday', plan({ ...twiceDaily, weekdays: ['MO'] }), '2026-12-08', []],
    [
      'as needed: none scheduled',
      plan({ kind: 'as-needed', minimumGapMinutes: 240 }),
      '2026-12-07',
      [],
    ],
    [
      'added today, no start date: none yesterday',
      plan(twiceDaily, null, null, chicagoAt('2026-12-08T15:00')),
      '2026-12-07',
      [],
    ],
    [
      'added at 9 pm, no start date: not the 8 am and 8 pm doses of that day',
      plan(twiceDaily, null, null, chicagoAt('2026-12-07T21:00')),
      '2026-12-07',
      [],
    ],
    [
      'added at noon, no start date: from then on',
      plan(twiceDaily, null, null, chicagoAt('2026-12-07T12:00')),
      '2026-12-07',
      ['2026-12-07T20:00'],
    ],
    [
      'added today with an earlier start date: from its start',
      plan(twiceDaily, '2026-12-01', null, chicagoAt('2026-12-08T15:00')),
      '2026-12-07',
      ['2026-12-07T08:00', '2026-12-07T20:00'],
    ],
    [
      'added today, stopped yesterday: none',
      plan(twiceDaily, '2026-12-01', '2026-12-06', chicagoAt('2026-12-08T15:00')),
      '2026-12-07',
      [],
    ],
  ])('%s', (_, medication, day, expected) => {
    expect(scheduledDoses(medication, day, chicago)).toEqual(expected);
  });

  it('puts a dose at its wall-clock time in the circle’s zone', () => {
    expect(chicagoAt('2026-12-07T08:00').toISOString()).toBe('2026-12-07T14:00:00.000Z');
  });
});

describe('a dose’s state', () => {
  const due = new Date('2026-12-07T14:00:00Z');
  const medication = { missedAfterMinutes: 60, createdAt: new Date('2026-12-01T09:00:00Z') };
  it.each([
    ['logged given', { status: 'given' as const }, '2026-12-07T18:00:00Z', 'given'],
    ['not logged, within its window', null, '2026-12-07T15:00:00Z', 'due'],
    ['not logged, past its window', null, '2026-12-07T15:00:01Z', 'missed'],
  ])('%s', (_, log, now, expected) => {
    expect(doseState(due, log, medication, new Date(now))).toBe(expected);
  });

  it('never calls missed a dose due before the medicine was added, and keeps it open to log', () => {
    const addedLater = { ...medication, createdAt: new Date('2026-12-07T16:30:00Z') };
    expect(doseState(due, null, addedLater, new Date('2026-12-08T09:00:00Z'))).toBe('due');
    expect(doseState(due, { status: 'given' }, addedLater, new Date('2026-12-08T09:00:00Z'))).toBe(
      'given',
    );
  });
});

describe('the minimum gap', () => {
  const given = new Date('2026-12-07T14:05:00Z');
  it('refuses within it and allows after it', () => {
    expect(withinGap(given, new Date('2026-12-07T17:00:00Z'), 240)).toBe(true);
    expect(withinGap(given, new Date('2026-12-07T18:05:00Z'), 240)).toBe(false);
  });

  it('says when and by whom, in the circle’s zone', () => {
    expect(alreadyGivenSentence(given, 'Ana', 'America/Chicago')).toBe(
      'Already given at 8:05 AM by Ana. Give again?',
    );
  });
});
