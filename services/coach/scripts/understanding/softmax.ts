/**
 * Multinomial logistic regression (a softmax over classes) on a dense vector plus sparse hashed
 * words, trained with Adam on mini-batches and L2: small enough to write out here, and only the
 * scripts train it.
 */
import { seeded } from './seeded';

export interface SoftmaxSample {
  dense: ArrayLike<number>;
  words: Int32Array;
  label: number;
}

export interface SoftmaxOptions {
  classes: number;
  buckets: number;
  epochs: number;
  batch: number;
  learningRate: number;
  l2: number;
  /** Shuffles the samples each epoch, the same way every run. */
  seed: number;
}

export interface SoftmaxWeights {
  /** Per class: dense weights, then word weights. */
  dense: Float64Array[];
  words: Float64Array[];
  bias: Float64Array;
}

export function softmaxProbabilities(
  w: SoftmaxWeights,
  dense: ArrayLike<number>,
  words: Int32Array,
  out = new Float64Array(w.bias.length),
): Float64Array {
  let top = -Infinity;
  for (let c = 0; c < out.length; c++) {
    const row = w.dense[c];
    const wordRow = w.words[c];
    let z = w.bias[c];
    for (let j = 0; j < row.length; j++) z += row[j] * dense[j];
    for (const b of words) z += wordRow[b];
    out[c] = z;
    top = Math.max(top, z);
  }
  let total = 0;
  for (let c = 0; c < out.length; c++) total += out[c] = Math.exp(out[c] - top);
  for (let c = 0; c < out.length; c++) out[c] /= total;
  return out;
}

/** One Adam state over a flat parameter array. */
class Adam {
  private readonly m: Float64Array;
  private readonly v: Float64Array;
  constructor(
    size: number,
    private readonly rate: number,
  ) {
    this.m = new Float64Array(size);
    this.v = new Float64Array(size);
  }
  step(params: Float64Array, grad: Float64Array, t: number, l2: number): void {
    for (let k = 0; k < params.length; k++) {
      const g = grad[k] + l2 * params[k];
      this.m[k] = 0.9 * this.m[k] + 0.1 * g;
      this.v[k] = 0.999 * this.v[k] + 0.001 * g * g;
      params[k] -=
        (this.rate * (this.m[k] / (1 - 0.9 ** t))) /
        (Math.sqrt(this.v[k] / (1 - 0.999 ** t)) + 1e-8);
    }
  }
}

export function trainSoftmax(samples: readonly SoftmaxSample[], o: SoftmaxOptions): SoftmaxWeights {
  const dims = samples[0]?.dense.length ?? 0;
  const rows = (width: number) => Array.from({ length: o.classes }, () => new Float64Array(width));
  const w: SoftmaxWeights = {
    dense: rows(dims),
    words: rows(o.buckets),
    bias: new Float64Array(o.classes),
  };
  const grads: SoftmaxWeights = {
    dense: rows(dims),
    words: rows(o.buckets),
    bias: new Float64Array(o.classes),
  };
  const optimisers = {
    dense: w.dense.map(() => new Adam(dims, o.learningRate)),
    words: w.words.map(() => new Adam(o.buckets, o.learningRate)),
    bias: new Adam(o.classes, o.learningRate),
  };
  const next = seeded(o.seed);
  const order = samples.map((_, i) => i);
  const p = new Float64Array(o.classes);
  let t = 0;
  for (let epoch = 0; epoch < o.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (let start = 0; start < order.length; start += o.batch) {
      const batch = order.slice(start, start + o.batch);
      for (const g of [...grads.dense, ...grads.words, grads.bias]) g.fill(0);
      for (const i of batch) {
        const sample = samples[i];
        softmaxProbabilities(w, sample.dense, sample.words, p);
        for (let c = 0; c < o.classes; c++) {
          const error = (p[c] - (c === sample.label ? 1 : 0)) / batch.length;
          const row = grads.dense[c];
          for (let j = 0; j < dims; j++) row[j] += error * sample.dense[j];
          for (const b of sample.words) grads.words[c][b] += error;
          grads.bias[c] += error;
        }
      }
      t += 1;
      w.dense.forEach((row, c) => optimisers.dense[c].step(row, grads.dense[c], t, o.l2));
      w.words.forEach((row, c) => optimisers.words[c].step(row, grads.words[c], t, o.l2));
      optimisers.bias.step(w.bias, grads.bias, t, 0);
    }
  }
  return w;
}
