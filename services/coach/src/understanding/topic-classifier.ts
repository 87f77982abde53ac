import { readFileSync } from 'node:fs';
import { modelPath, readOnce } from '../embedding/model-files';
import { z } from 'zod';
import { wordBuckets } from '../embedding/word-buckets';
import { unpackVectors } from '../safety/scoring/neighbours';

/**
 * A topic classifier: a softmax over the topics, read from a message's sentence vector and its
 * hashed words (so Spanish words count even where the English encoder reads them poorly). Trained
 * by `scripts/understanding/train-classifier.ts` on every topic text and learned example.
 */
export const topicClassifierPath = (encoder: string) => modelPath(encoder, 'topic-classifier.json');

const Packed = z.object({ bytes: z.string(), scales: z.array(z.number()) });

export const TopicClassifierFile = z.object({
  embedder: z.string(),
  dimensions: z.number().int().positive(),
  buckets: z.number().int().positive(),
  slugs: z.array(z.string()).min(1),
  /** One row per slug: its weight for each vector dimension, then for each word bucket. */
  dense: Packed,
  words: Packed,
  bias: z.array(z.number()),
  trainedOn: z.string(),
});
export type TopicClassifierFile = z.infer<typeof TopicClassifierFile>;

export class TopicClassifier {
  readonly slugs: readonly string[];
  private readonly dense: Float32Array[];
  private readonly words: Float32Array[];
  private readonly bias: readonly number[];
  private readonly buckets: number;

  constructor(file: TopicClassifierFile) {
    this.slugs = file.slugs;
    this.dense = unpackVectors(file.dense, file.dimensions);
    this.words = unpackVectors(file.words, file.buckets);
    this.bias = file.bias;
    this.buckets = file.buckets;
  }

  /** How likely each topic is the one a text asks about (they sum to 1). */
  probabilities(vector: ArrayLike<number>, text: string): Map<string, number> {
    const hashed = wordBuckets(text, this.buckets);
    const logits = this.slugs.map((_, c) => {
      const dense = this.dense[c];
      const words = this.words[c];
      let z = this.bias[c] ?? 0;
      for (let j = 0; j < dense.length; j++) z += dense[j] * (vector[j] ?? 0);
      for (const b of hashed) z += words[b];
      return z;
    });
    const top = Math.max(...logits);
    const exps = logits.map((z) => Math.exp(z - top));
    const total = exps.reduce((sum, e) => sum + e, 0);
    return new Map(this.slugs.map((slug, c) => [slug, (exps[c] ?? 0) / total]));
  }
}

const loaded = new Map<string, TopicClassifier>();

/** The shipped classifier of an encoder's vectors, read once per process. */
export function topicClassifier(encoder: string): TopicClassifier {
  return readOnce(
    loaded,
    topicClassifierPath(encoder),
    (path) =>
      new TopicClassifier(TopicClassifierFile.parse(JSON.parse(readFileSync(path, 'utf8')))),
  );
}
