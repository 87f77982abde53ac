/**
 * A head with a hidden layer: the logistic head's linear sum over dense signals and hashed words,
 * plus rectified units over the dense signals, trained together with mini-batch Adam and L2.
 * Written out for the same reason as `logistic.ts`; the seed makes a training run repeatable.
 */
import type { Features } from '../../src/safety/scoring/features';
import type { Head } from '../../src/safety/scoring/safety-model';
import { seeded } from '../understanding/seeded';

export interface HiddenTrainOptions {
  units: number;
  epochs: number;
  batch: number;
  learningRate: number;
  l2: number;
  seed: number;
}

export const DefaultHiddenOptions: HiddenTrainOptions = {
  units: Number(process.env.SAFETY_UNITS ?? 32),
  epochs: Number(process.env.SAFETY_HIDDEN_EPOCHS ?? 20),
  batch: 128,
  learningRate: Number(process.env.SAFETY_HIDDEN_LR ?? 0.003),
  l2: Number(process.env.SAFETY_HIDDEN_L2 ?? 1e-3),
  seed: 7,
};

/** Every weight in one array, so one Adam step serves them all; `decays` says which take L2. */
class Parameters {
  readonly values: Float64Array;
  readonly grad: Float64Array;
  private readonly m: Float64Array;
  private readonly v: Float64Array;
  private step = 0;

  constructor(
    size: number,
    private readonly decays: (k: number) => boolean,
  ) {
    this.values = new Float64Array(size);
    this.grad = new Float64Array(size);
    this.m = new Float64Array(size);
    this.v = new Float64Array(size);
  }

  adam(learningRate: number, l2: number) {
    this.step++;
    const [b1, b2] = [0.9, 0.999];
    for (let k = 0; k < this.values.length; k++) {
      const g = this.grad[k] + (this.decays(k) ? l2 * this.values[k] : 0);
      this.m[k] = b1 * this.m[k] + (1 - b1) * g;
      this.v[k] = b2 * this.v[k] + (1 - b2) * g * g;
      this.values[k] -=
        (learningRate * (this.m[k] / (1 - b1 ** this.step))) /
        (Math.sqrt(this.v[k] / (1 - b2 ** this.step)) + 1e-8);
    }
    this.grad.fill(0);
  }
}

export function trainHiddenHead(
  samples: readonly Features[],
  labels: readonly boolean[],
  buckets: number,
  options: HiddenTrainOptions = DefaultHiddenOptions,
): Head {
  const dims = samples[0].dense.length;
  const units = options.units;
  // Layout: linear dense | words | bias | hidden weights (units x dims) | hidden biases | out.
  const [atWords, atBias, atHidden] = [dims, dims + buckets, dims + buckets + 1];
  const atHiddenBias = atHidden + units * dims;
  const atOut = atHiddenBias + units;
  const isBias = (k: number) => k === atBias || (k >= atHiddenBias && k < atOut);
  const p = new Parameters(atOut + units, (k) => !isBias(k));
  const random = seeded(options.seed);
  const scale = Math.sqrt(2 / dims);
  for (let k = atHidden; k < atHiddenBias; k++) p.values[k] = (random() * 2 - 1) * scale;
  for (let k = atOut; k < atOut + units; k++) p.values[k] = (random() * 2 - 1) * 0.1;

  const activations = new Float64Array(units);
  const order = samples.map((_, i) => i);
  const w = p.values;
  const g = p.grad;
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (let start = 0; start < order.length; start += options.batch) {
      const batch = order.slice(start, start + options.batch);
      for (const index of batch) {
        const { dense, words } = samples[index];
        let sum = w[atBias];
        for (let d = 0; d < dims; d++) sum += w[d] * dense[d];
        for (const b of words) sum += w[atWords + b];
        for (let u = 0; u < units; u++) {
          let a = w[atHiddenBias + u];
          const row = atHidden + u * dims;
          for (let d = 0; d < dims; d++) a += w[row + d] * dense[d];
          activations[u] = a > 0 ? a : 0;
          sum += w[atOut + u] * activations[u];
        }
        const error = (1 / (1 + Math.exp(-sum)) - (labels[index] ? 1 : 0)) / batch.length;
        for (let d = 0; d < dims; d++) g[d] += error * dense[d];
        for (const b of words) g[atWords + b] += error;
        g[atBias] += error;
        for (let u = 0; u < units; u++) {
          g[atOut + u] += error * activations[u];
          if (activations[u] <= 0) continue;
          const back = error * w[atOut + u];
          const row = atHidden + u * dims;
          for (let d = 0; d < dims; d++) g[row + d] += back * dense[d];
          g[atHiddenBias + u] += back;
        }
      }
      p.adam(options.learningRate, options.l2);
    }
  }
  const slice = (from: number, to: number) => Array.from(w.subarray(from, to));
  return {
    dense: slice(0, dims),
    words: slice(atWords, atBias),
    bias: w[atBias],
    hidden: {
      weights: Array.from({ length: units }, (_, u) =>
        slice(atHidden + u * dims, atHidden + (u + 1) * dims),
      ),
      bias: slice(atHiddenBias, atOut),
      out: slice(atOut, atOut + units),
    },
  };
}
