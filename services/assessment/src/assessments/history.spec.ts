import { withChanges } from './history';

describe('withChanges', () => {
  it.each<[number[], (number | null)[]]>([
    [[], []],
    [[40], [null]],
    [
      [55, 40],
      [15, null],
    ],
    [
      [30, 55, 40],
      [-25, 15, null],
    ],
    [
      [50, 50, 100, 0],
      [0, -50, 100, null],
    ],
  ])('scores %j (newest first) change by %j', (scores, changes) => {
    expect(withChanges(scores.map((score) => ({ score }))).map((item) => item.change)).toEqual(
      changes,
    );
  });

  it('keeps every other field', () => {
    expect(
      withChanges([
        { score: 10, id: 'b' },
        { score: 5, id: 'a' },
      ]),
    ).toEqual([
      { score: 10, id: 'b', change: 5 },
      { score: 5, id: 'a', change: null },
    ]);
  });
});
