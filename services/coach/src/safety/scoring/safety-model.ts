import { z } from 'zod';
import { SafetyGroups, type SafetyGroup } from '../kinds';
import type { Features } from './features';
import { unpackVectors, type Neighbour } from './neighbours';

/**
 * A layer of rectified units over the dense signals, added to a head's linear sum: the linear
 * part alone cannot read what only a combination of signals means (alarming words said calmly).
 */
const hiddenLayer = z.object({
  weights: z.array(z.array(z.number())),
  bias: z.array(z.number()),
  out: z.array(z.number()),
});
export type HiddenLayer = z.infer<typeof hiddenLayer>;

const head = z.object({
  dense: z.array(z.number()),
  words: z.array(z.number()),
  bias: z.number(),
  hidden: hiddenLayer.optional(),
});
export type Head = z.infer<typeof head>;

/**
 * The scored model: logistic heads over the same features (whether a message is a crisis, whether
 * it needs emergency help, and which group of help it needs), and thresholds calibrated on
 * held-out folds of the training data (scripts/safety/train.ts writes it; never the untouched set).
 */
export const SafetyModelSchema = z.object({
  embedder: z.string(),
  trainedOn: z.object({ messages: z.number(), date: z.string() }),
  signals: z.array(z.string()),
  hashBuckets: z.number(),
  /** Any crisis vs an ordinary message; a crisis needing emergency help vs anything else. */
  crisis: head,
  emergency: head,
  /** Among crises, each group against the others: which help the crisis needs. */
  groups: z.record(z.enum(SafetyGroups), head),
  thresholds: z.object({ concern: z.number(), emergency: z.number(), urgent: z.number() }),
  /**
   * When present, a long message's passages are scored too, lowered by this much in log-odds
   * (`strongestReading`; the discount and the thresholds were calibrated together).
   */
  passageDiscount: z.number().optional(),
  /** The labelled training messages' vectors (no text) and labels, for the neighbour vote. */
  neighbours: z.object({
    dimensions: z.number(),
    bytes: z.string(),
    scales: z.array(z.number()),
    labels: z.array(z.tuple([z.boolean(), z.boolean(), z.enum(SafetyGroups).nullable()])),
  }),
});
export type SafetyModel = z.infer<typeof SafetyModelSchema>;

export interface MessageScores {
  crisis: number;
  emergency: number;
  groups: Record<SafetyGroup, number>;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** The hidden units' contribution to a head's sum. */
export function hiddenSum(layer: HiddenLayer, dense: Float32Array): number {
  let sum = 0;
  for (let j = 0; j < layer.out.length; j++) {
    const row = layer.weights[j];
    let unit = layer.bias[j];
    for (let i = 0; i < dense.length; i++) unit += row[i] * dense[i];
    if (unit > 0) sum += layer.out[j] * unit;
  }
  return sum;
}

export function logit(weights: Head, features: Features): number {
  let sum = weights.bias;
  const { dense } = features;
  for (let i = 0; i < dense.length; i++) sum += weights.dense[i] * dense[i];
  for (const bucket of features.words) sum += weights.words[bucket];
  if (weights.hidden) sum += hiddenSum(weights.hidden, dense);
  return sum;
}

export function scoreMessage(model: SafetyModel, features: Features): MessageScores {
  const groups = {} as Record<SafetyGroup, number>;
  for (const group of SafetyGroups) groups[group] = sigmoid(logit(model.groups[group], features));
  return {
    crisis: sigmoid(logit(model.crisis, features)),
    emergency: sigmoid(logit(model.emergency, features)),
    groups,
  };
}

/** The neighbour vote's labelled vectors, unpacked from the model file. */
export function neighboursOf(model: SafetyModel): Neighbour[] {
  const vectors = unpackVectors(model.neighbours, model.neighbours.dimensions);
  return model.neighbours.labels.map(([crisis, emergency, group], i) => ({
    vector: vectors[i],
    crisis,
    emergency,
    group,
  }));
}
