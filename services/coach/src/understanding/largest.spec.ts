import { largest } from './largest';

describe('the positions of the largest values', () => {
  it.each([
    [[0.2, 0.9, 0.5, 0.9, 0.1], 3, [1, 3, 2]],
    [[0.5, 0.5, 0.5, 0.5], 2, [0, 1]],
    [[-1, 0.3], 5, [1, 0]],
    [[0.4, 0.1], 0, []],
  ])('of %j, the %d largest are at %j (equal values in their order)', (values, k, expected) => {
    expect(largest(values, k)).toEqual(expected);
  });

  it('are the first k of a stable descending sort, on many random values with repeats', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    for (let run = 0; run < 50; run++) {
      const values = Array.from({ length: 200 }, () => Math.round(random() * 8) / 8);
      const sorted = Array.from(values.keys()).sort((a, b) => values[b] - values[a]);
      expect(largest(values, 12)).toEqual(sorted.slice(0, 12));
    }
  });
});
