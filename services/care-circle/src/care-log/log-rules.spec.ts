import { readFileSync } from 'node:fs';
import path from 'node:path';
import { FirstAidCards, type LogRanges, type LogReading } from '@tend/contracts';
import { firstAidCardOf, isOutOfRange } from './log-rules';

const ranges: LogRanges = { systolic: { low: 90, high: 140 }, bloodSugar: { low: 80, high: null } };

describe('a care log reading outside the owner’s ranges', () => {
  it.each<[string, LogReading, boolean]>([
    ['a high top number', { kind: 'blood-pressure', systolic: 150, diastolic: 80 }, true],
    ['a normal pressure', { kind: 'blood-pressure', systolic: 120, diastolic: 80 }, false],
    ['a low sugar', { kind: 'blood-sugar', mgdl: 75 }, true],
    ['a high sugar with no high limit', { kind: 'blood-sugar', mgdl: 250 }, false],
    ['a weight with no range', { kind: 'weight', pounds: 300 }, false],
    ['a mood (nothing to measure)', { kind: 'mood', mood: 'low' }, false],
  ])('%s', (_, reading, expected) => {
    expect(isOutOfRange(reading, ranges)).toBe(expected);
  });
});

describe('the first aid shown beside a reading', () => {
  it.each<[string, LogReading, string | null]>([
    ['a sugar of 69', { kind: 'blood-sugar', mgdl: 69 }, FirstAidCards.bloodSugar],
    ['a sugar of 70', { kind: 'blood-sugar', mgdl: 70 }, null],
    ['a sugar of 300', { kind: 'blood-sugar', mgdl: 300 }, null],
    ['a sugar of 301', { kind: 'blood-sugar', mgdl: 301 }, FirstAidCards.bloodSugar],
    ['a fall', { kind: 'fall', injured: false }, FirstAidCards.fall],
    ['a pain score', { kind: 'pain', score: 9 }, null],
  ])('%s', (_, reading, expected) => {
    expect(firstAidCardOf(reading)).toBe(expected);
  });

  it('names topics the coach’s library has', () => {
    const library = path.join(__dirname, '../../../coach/library');
    const slugs = ['safety.yaml', 'conditions.yaml'].flatMap((file) =>
      [...readFileSync(path.join(library, file), 'utf8').matchAll(/^ {2}- slug: (\S+)$/gm)].map(
        (match) => match[1],
      ),
    );
    expect(slugs).toEqual(expect.arrayContaining(Object.values(FirstAidCards)));
  });
});
