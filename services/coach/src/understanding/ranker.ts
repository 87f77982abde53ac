import { readFileSync } from 'node:fs';
import { modelPath, readOnce } from '../embedding/model-files';
import { z } from 'zod';
import { FurtherRequestModelSchema } from './further-requests';
import { logisticScore } from './logistic-score';
import type { TopicSimilarity } from './topic-index';

/**
 * The signals a topic's score combines for one message. Weights are fitted by
 * `scripts/understanding/train-ranker.ts` on labelled messages, not set by hand.
 */
export const RankFeatureNames = [
  'closest-example',
  'closest-three',
  'closest-title',
  'vote',
  'lead-over-next',
  'words',
  'words-first',
  'recipient-condition',
  'classifier',
  'classifier-first',
] as const;

/**
 * The signals the second encoder adds when the understanding reads with both (`PairedEncoderId`):
 * its own closeness and classifier, not the words and conditions, which no encoder changes.
 */
const SecondEncoderFeatures = [0, 1, 2, 3, 4, 8, 9];
export const PairedFeatureNames = [
  ...RankFeatureNames,
  ...SecondEncoderFeatures.map((i) => `second-${RankFeatureNames[i]}`),
];

/** One topic's row read with both encoders: the first encoder's signals, then the second's own. */
export const pairedRow = (first: readonly number[], second: readonly number[]): number[] => [
  ...first,
  ...SecondEncoderFeatures.map((i) => second[i] ?? 0),
];

export interface TopicSignals {
  similarity: TopicSimilarity[];
  /** Full-text rank by slug (absent: no word matched). */
  words: ReadonlyMap<string, number>;
  /** Topics about a condition the person cared for has. */
  conditionTopics: ReadonlySet<string>;
  /** The topic classifier's probability by slug. */
  classified: ReadonlyMap<string, number>;
}

/** One row of features per topic, in `similarity`'s order. */
export function rankFeatures({
  similarity,
  words,
  conditionTopics,
  classified,
}: TopicSignals): number[][] {
  const closest = similarity.map((s) => s.closest).sort((a, b) => b - a);
  const topWords = Math.max(0, ...words.values());
  const topClassified = Math.max(0, ...classified.values());
  return similarity.map((s) => {
    const next = s.closest === closest[0] ? (closest[1] ?? 0) : (closest[0] ?? 0);
    const rank = words.get(s.slug) ?? 0;
    return [
      s.closest,
      s.closestThree,
      s.title,
      s.vote,
      s.closest - next,
      topWords > 0 ? rank / topWords : 0,
      topWords > 0 && rank === topWords ? 1 : 0,
      conditionTopics.has(s.slug) ? 1 : 0,
      classified.get(s.slug) ?? 0,
      topClassified > 0 && classified.get(s.slug) === topClassified ? 1 : 0,
    ];
  });
}

export const RankerModelSchema = z.object({
  embedder: z.string(),
  features: z.array(z.string()),
  weights: z.array(z.number()),
  bias: z.number(),
  /** A topic at least this likely is an answer to a request of the message. */
  answers: z.number(),
  /** Which topics beyond the first are requests of their own. */
  further: FurtherRequestModelSchema,
  /** Topics at least this likely, beyond those answered, are shown as related. */
  related: z.number(),
  trainedOn: z.string(),
});
export type RankerModel = z.infer<typeof RankerModelSchema>;

export const rankerModelPath = (encoder: string) => modelPath(encoder, 'topic-ranker.json');

const loaded = new Map<string, RankerModel>();
export function rankerModel(encoder: string): RankerModel {
  return readOnce(loaded, rankerModelPath(encoder), (path) =>
    RankerModelSchema.parse(JSON.parse(readFileSync(path, 'utf8'))),
  );
}

/** How likely each topic answers the message (a logistic score). */
export function topicScores(
  features: readonly (readonly number[])[],
  model: Pick<RankerModel, 'weights' | 'bias'>,
): number[] {
  return features.map((row) => logisticScore(row, model));
}
