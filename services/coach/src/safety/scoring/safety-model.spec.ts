import type { Features } from './features';
import { logit, type Head } from './safety-model';

const features = (dense: number[], words: number[] = []): Features => ({
  dense: Float32Array.from(dense),
  words: Int32Array.from(words),
});

const linear: Head = { dense: [1, -1], words: [0.5, 0, 0], bias: -0.25 };

describe('logit', () => {
  it('sums a linear head over dense signals and hashed words', () => {
    expect(logit(linear, features([2, 1], [0]))).toBeCloseTo(-0.25 + 2 - 1 + 0.5);
  });

  it('adds the hidden units that fire, and only those', () => {
    const head: Head = {
      ...linear,
      hidden: {
        // The first unit fires on the first signal, the second only when the second outweighs it.
        weights: [
          [1, 0],
          [-1, 1],
        ],
        bias: [0, -0.5],
        out: [2, 3],
      },
    };
    // [2, 1]: unit one 2 (x2), unit two -1.5 (silent).
    expect(logit(head, features([2, 1]))).toBeCloseTo(-0.25 + 1 + 4);
    // [0, 2]: unit one 0 (silent), unit two 1.5 (x3).
    expect(logit(head, features([0, 2]))).toBeCloseTo(-0.25 - 2 + 4.5);
  });
});
