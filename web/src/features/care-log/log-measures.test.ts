import { firstAidOf, isOutside, seriesOf } from './log-measures';
import { aLogEntry } from '../../../test/fixtures/care-log-fixtures';

describe('the care log’s measures', () => {
  it.each([
    [{ kind: 'blood-sugar', mgdl: 62 } as const, 'diabetes', 'lowSugar'],
    [{ kind: 'blood-sugar', mgdl: 320 } as const, 'diabetes', 'highSugar'],
    [{ kind: 'fall', injured: true } as const, 'after-a-fall', 'fall'],
    [{ kind: 'blood-sugar', mgdl: 120 } as const, null, null],
  ])('shows first aid for %j when the server points to %s', (reading, card, topic) => {
    expect(firstAidOf({ reading, firstAidCardId: card })).toBe(topic);
  });

  it('marks values outside the owner’s range, and none without a range', () => {
    const ranges = { systolic: { low: 90, high: 140 }, bloodSugar: { low: 80, high: null } };
    expect(isOutside('systolic', 152, ranges)).toBe(true);
    expect(isOutside('systolic', 120, ranges)).toBe(false);
    expect(isOutside('bloodSugar', 400, ranges)).toBe(false);
    expect(isOutside('weight', 400, ranges)).toBe(false);
  });

  it('draws one measure’s points oldest first', () => {
    const entries = [
      aLogEntry({ at: '2026-11-26T10:00:00.000Z' }),
      aLogEntry({ at: '2026-11-25T10:00:00.000Z', reading: { kind: 'mood', mood: 'good' } }),
      aLogEntry({
        at: '2026-11-24T10:00:00.000Z',
        reading: { kind: 'blood-pressure', systolic: 150, diastolic: 90 },
      }),
    ];
    const points = seriesOf(entries, 'systolic', { systolic: { low: 90, high: 140 } });
    expect(points.map((p) => [p.value, p.outside])).toEqual([
      [150, true],
      [128, false],
    ]);
  });
});
