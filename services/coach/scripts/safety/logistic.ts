/**
 * Logistic regression trained with Adam and L2, over dense signals plus sparse hashed words:
 * small enough to write out than to pull in a library for, and only the scripts train.
 */
import type { Features } from '../../src/safety/scoring/features';
import { logit, type Head } from '../../src/safety/scoring/safety-model';

export interface TrainOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  /** Positive examples weigh this much more (rare classes are not drowned out). */
  positiveWeight: number;
}

export const DefaultTrainOptions: TrainOptions = {
  epochs: Number(process.env.SAFETY_EPOCHS ?? 120),
  learningRate: Number(process.env.SAFETY_LR ?? 0.02),
  l2: Number(process.env.SAFETY_L2 ?? 1e-2),
  positiveWeight: Number(process.env.SAFETY_POS ?? 1),
};

export function trainHead(
  samples: readonly Features[],
  labels: readonly boolean[],
  buckets: number,
  options: TrainOptions = DefaultTrainOptions,
): Head {
  const dims = samples[0].dense.length;
  const head: Head = {
    dense: new Array<number>(dims).fill(0),
    words: new Array<number>(buckets).fill(0),
    bias: 0,
  };
  const params = dims + buckets + 1;
  const m = new Float64Array(params);
  const v = new Float64Array(params);
  const total = labels.reduce((sum, l) => sum + (l ? options.positiveWeight : 1), 0);
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    const grad = new Float64Array(params);
    samples.forEach((sample, i) => {
      const p = 1 / (1 + Math.exp(-logit(head, sample)));
      const weight = labels[i] ? options.positiveWeight : 1;
      const error = (weight * (p - (labels[i] ? 1 : 0))) / total;
      for (let d = 0; d < dims; d++) grad[d] += error * sample.dense[d];
      for (const b of sample.words) grad[dims + b] += error;
      grad[params - 1] += error;
    });
    const b1 = 0.9;
    const b2 = 0.999;
    for (let k = 0; k < params; k++) {
      const w = k < dims ? head.dense[k] : k < params - 1 ? head.words[k - dims] : head.bias;
      const g = grad[k] + (k < params - 1 ? options.l2 * w : 0);
      m[k] = b1 * m[k] + (1 - b1) * g;
      v[k] = b2 * v[k] + (1 - b2) * g * g;
      const step =
        (options.learningRate * (m[k] / (1 - b1 ** epoch))) /
        (Math.sqrt(v[k] / (1 - b2 ** epoch)) + 1e-8);
      if (k < dims) head.dense[k] = w - step;
      else if (k < params - 1) head.words[k - dims] = w - step;
      else head.bias = w - step;
    }
  }
  return head;
}

/** Fewer digits in the model file, the same decisions. */
const round4 = (w: number) => Number(w.toPrecision(4));
export const rounded = (head: Head): Head => ({
  dense: head.dense.map(round4),
  words: head.words.map(round4),
  bias: Number(head.bias.toPrecision(6)),
  ...(head.hidden && {
    hidden: {
      weights: head.hidden.weights.map((row) => row.map(round4)),
      bias: head.hidden.bias.map(round4),
      out: head.hidden.out.map(round4),
    },
  }),
});
