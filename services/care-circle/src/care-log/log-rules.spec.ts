import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type CircleRole, FirstAidCards, type LogRanges, type LogReading } from '@tend/contracts';
import {
  correctionView,
  entryChanges,
  firstAidCardOf,
  isInFuture,
  isOutOfRange,
  mayChangeEntry,
} from './log-rules';

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

describe('who may correct or delete an entry', () => {
  const rosa = '7c1f0a52-8d3e-4b6a-9f21-3e5d7a9b1c40';
  const luis = '2b8e4d61-0f7a-4c39-a5e2-9d1c6b3f7a85';
  it.each<[string, CircleRole, string | null, boolean]>([
    ['the family member who logged it', 'family', rosa, true],
    ['a family member, someone else’s', 'family', luis, false],
    ['an organizer, someone else’s', 'organizer', luis, false],
    ['the owner, anyone’s', 'owner', luis, true],
    ['the owner, one whose author’s account is gone', 'owner', null, true],
    ['a family member, one whose author’s account is gone', 'family', null, false],
  ])('%s', (_, role, loggedBy, expected) => {
    expect(mayChangeEntry({ userId: rosa, role }, { loggedBy })).toBe(expected);
  });
});

describe('what a correction or deletion keeps of an entry', () => {
  const at = new Date('2026-11-26T05:04:00.000Z');
  const typo = { reading: { kind: 'blood-sugar', mgdl: 620 } as LogReading, at, note: 'Bed.' };

  it('keeps only what changed', () => {
    const fixed = { ...typo, reading: { kind: 'blood-sugar', mgdl: 62 } as LogReading };
    expect(entryChanges(typo, fixed)).toEqual({
      reading: { from: { kind: 'blood-sugar', mgdl: 620 }, to: { kind: 'blood-sugar', mgdl: 62 } },
    });
    expect(entryChanges(typo, { ...typo, at: new Date(at) })).toEqual({});
  });

  it('keeps all of a deleted entry', () => {
    expect(entryChanges(typo, null)).toEqual({
      reading: { from: typo.reading, to: null },
      at: { from: '2026-11-26T05:04:00.000Z', to: null },
      note: { from: 'Bed.', to: null },
    });
  });

  it('refuses a time more than a minute ahead of the server’s clock', () => {
    expect(isInFuture(new Date(at.getTime() + 60_000), at)).toBe(false);
    expect(isInFuture(new Date(at.getTime() + 61_000), at)).toBe(true);
  });
});

describe('a kept correction as readers see it', () => {
  const changedAt = new Date('2026-11-26T23:04:00.000Z');
  it('lists the reading, time and note in that order, and no name once the account is gone', () => {
    expect(
      correctionView({
        changedAt,
        changedByName: null,
        changes: {
          note: { from: null, to: 'After dinner.' },
          reading: { from: { kind: 'pain', score: 8 }, to: { kind: 'pain', score: 3 } },
        },
      }),
    ).toEqual({
      at: '2026-11-26T23:04:00.000Z',
      by: null,
      fields: [
        { field: 'reading', from: { kind: 'pain', score: 8 }, to: { kind: 'pain', score: 3 } },
        { field: 'note', from: null, to: 'After dinner.' },
      ],
    });
  });

  it('leaves out a part it does not recognize rather than show it wrongly', () => {
    const view = correctionView({
      changedAt,
      changedByName: 'Rosa',
      changes: { reading: { from: { kind: 'steps' }, to: null }, color: { from: 1, to: 2 } },
    });
    expect(view).toEqual({ at: changedAt.toISOString(), by: { name: 'Rosa' }, fields: [] });
  });
});
