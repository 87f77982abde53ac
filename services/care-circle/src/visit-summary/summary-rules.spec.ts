import type { MedicationSchedule } from '@tend/contracts';
import { missedDoses, trends } from './summary-rules';

const schedule: MedicationSchedule = {
  kind: 'scheduled',
  times: ['08:00', '20:00'],
  weekdays: null,
  minimumGapMinutes: null,
};
const metformin = {
  id: 'm1',
  name: 'Metformin',
  schedule,
  startDate: null,
  stopDate: null,
  missedAfterMinutes: 60,
  createdAt: new Date('2026-12-01T00:00:00Z'),
};

describe('the doses a visit summary calls missed', () => {
  it('lists the skipped ones with why, and those never logged once their window closed', () => {
    const missed = missedDoses(
      [metformin],
      [
        { medicationId: 'm1', scheduledFor: '2026-12-07T08:00', status: 'given', reason: null },
        {
          medicationId: 'm1',
          scheduledFor: '2026-12-07T20:00',
          status: 'skipped',
          reason: 'Asleep',
        },
      ],
      'UTC',
      { from: '2026-12-07', until: '2026-12-08' },
      new Date('2026-12-08T09:30:00Z'),
    );
    expect(missed).toEqual([
      { medicationName: 'Metformin', scheduledFor: '2026-12-07T20:00', skippedBecause: 'Asleep' },
      { medicationName: 'Metformin', scheduledFor: '2026-12-08T08:00', skippedBecause: null },
    ]);
  });
});

describe('the log’s trends', () => {
  it('summarizes each measure, counting what is out of range', () => {
    const at = (day: number) => new Date(Date.UTC(2026, 11, day));
    expect(
      trends(
        [
          { reading: { kind: 'blood-pressure', systolic: 150, diastolic: 90 }, at: at(2) },
          { reading: { kind: 'blood-pressure', systolic: 120, diastolic: 80 }, at: at(3) },
          { reading: { kind: 'mood', mood: 'low' }, at: at(3) },
        ],
        { systolic: { low: null, high: 140 } },
      ),
    ).toEqual([
      {
        measure: 'systolic',
        count: 2,
        lowest: 120,
        highest: 150,
        average: 135,
        latest: 120,
        outOfRange: 1,
      },
      {
        measure: 'diastolic',
        count: 2,
        lowest: 80,
        highest: 90,
        average: 85,
        latest: 80,
        outOfRange: 0,
      },
    ]);
  });
});
