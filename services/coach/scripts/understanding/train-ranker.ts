/**
 * Fits the topic ranker (models/topic-ranker.json): a logistic score over each topic's signals,
 * learned from the library's own examples (each scored with itself left out) and the training
 * sets; then the thresholds for answering, for a further request and for "related", chosen on
 * the training sets. The untouched set is never read here.
 *
 *   npx tsx services/coach/scripts/understanding/train-ranker.ts
 */
import { writeFileSync } from 'node:fs';
import { GuidanceLibrary } from '../../src/guidance/library';
import type { Language } from '../../src/guidance/guidance-topic';
import { detectLanguage } from '../../src/understanding/language';
import {
  RankerModelPath,
  RankFeatureNames,
  type RankerModel,
} from '../../src/understanding/ranker';
import { clausesOf } from '../../src/understanding/clauses';
import { libraryTexts, textHash, topicTexts } from '../../src/understanding/topic-texts';
import { localEmbedder } from '../../src/embedding/local-embedder';
import { trainHead } from '../safety/logistic';
import { readSet, setPath, TrainSets, type LabelledMessage } from './dataset';
import { understandingHarness } from './harness';
import { figuresOf, describeFigures, type Prediction } from './evaluation';

interface Query {
  text: string;
  language: Language;
  positives: Set<string>;
  skip?: Set<string>;
}

function examplesAsQueries(): Query[] {
  return GuidanceLibrary.flatMap((topic) =>
    topicTexts(topic)
      .filter((text) => !text.isTitle)
      .map((text) => ({
        text: text.text,
        language: text.language,
        positives: new Set([topic.slug]),
        skip: new Set([`${topic.slug}/${text.position}`]),
      })),
  );
}

/** Keys of the learned examples taken from a message (itself, or its clauses). */
function learnedFrom(): (text: string) => Set<string> {
  const keysByHash = new Map<string, string[]>();
  for (const text of libraryTexts(GuidanceLibrary))
    keysByHash.set(text.hash, [
      ...(keysByHash.get(text.hash) ?? []),
      `${text.slug}/${text.position}`,
    ]);
  return (text) =>
    new Set([text, ...clausesOf(text)].flatMap((part) => keysByHash.get(textHash(part)) ?? []));
}

// A training message is scored with the examples learned from it left out, as a new one would be.
const messagesAsQueries = (set: readonly LabelledMessage[]): Query[] => {
  const ownExamples = learnedFrom();
  return set.map((m) => ({
    text: m.text,
    language: detectLanguage(m.text),
    positives: new Set(m.requests.flat()),
    skip: ownExamples(m.text),
  }));
};

/** The threshold in `candidates` that maximises `score`. */
const bestOf = (candidates: number[], score: (t: number) => number) =>
  candidates.reduce((best, t) => (score(t) > score(best) ? t : best), candidates[0] ?? 0.5);

async function main() {
  const harness = await understandingHarness();
  const { understanding } = harness;
  try {
    const train = TrainSets.flatMap((name) => readSet(setPath(name)));
    const trainQueries = messagesAsQueries(train);
    const queries = [...examplesAsQueries(), ...trainQueries];
    const samples: { dense: Float32Array; words: Int32Array }[] = [];
    const labels: boolean[] = [];
    for (const [at, query] of queries.entries()) {
      const [features] = await understanding.features([query.text], query.language, [], query.skip);
      features?.rows.forEach((row, j) => {
        samples.push({ dense: Float32Array.from(row), words: new Int32Array() });
        labels.push(query.positives.has(features.slugs[j] ?? ''));
      });
      if (at % 500 === 0) console.log(`features ${at}/${queries.length}`);
    }
    const head = trainHead(samples, labels, 0, {
      epochs: 300,
      learningRate: 0.05,
      l2: 1e-4,
      positiveWeight: 20,
    });
    const weighted = {
      weights: head.dense.map((w) => Number(w.toPrecision(5))),
      bias: Number(head.bias.toPrecision(6)),
    };
    console.log(RankFeatureNames.map((n, i) => `${n}=${weighted.weights[i]}`).join(' '));

    // Thresholds, on the training sets' messages as the service reads them.
    const trainedOn = `library examples (${examplesAsQueries().length}) + ${TrainSets.join(', ')} (${train.length})`;
    const modelWith = (
      thresholds: Pick<RankerModel, 'answers' | 'furtherRequest' | 'related'>,
    ): RankerModel => ({
      embedder: localEmbedder().id,
      features: [...RankFeatureNames],
      ...weighted,
      ...thresholds,
      trainedOn,
    });
    // A threshold above 1 is never reached: only the whole message's best topic is read.
    const bests = (
      await Promise.all(
        train.map(async (m, i) => {
          const model = modelWith({ answers: 0, furtherRequest: 2, related: 2 });
          const skip = trainQueries[i]?.skip;
          return (await understanding.understand(m.text, [], model, skip)).requests[0]?.score ?? 0;
        }),
      )
    ).sort((a, b) => a - b);
    // Nearly every real request is answered: below this, the coach asks back instead.
    const answers = Number((bests[Math.floor(bests.length * 0.02)] ?? 0.05).toPrecision(3));
    const grid = Array.from({ length: 19 }, (_, i) => (i + 1) * 0.05);
    const predict = async (furtherRequest: number): Promise<Prediction[]> =>
      Promise.all(
        train.map(async (m, i) => {
          const model = modelWith({ answers, furtherRequest, related: 2 });
          const u = await understanding.understand(m.text, [], model, trainQueries[i]?.skip);
          return { id: m.id, answered: u.requests.map((r) => r.slug), language: u.language };
        }),
      );
    // A further request is worth it when it answers a real one more often than it adds noise.
    const byThreshold = new Map<number, Prediction[]>();
    for (const t of grid) byThreshold.set(t, await predict(t));
    const acceptableOf = new Map(train.map((m) => [m.id, new Set(m.requests.flat())]));
    const usefulness = (t: number) => {
      let gained = 0;
      let noise = 0;
      for (const p of byThreshold.get(t) ?? []) {
        const acceptable = acceptableOf.get(p.id) ?? new Set<string>();
        for (const slug of p.answered.slice(1)) {
          if (acceptable.has(slug)) gained += 1;
          else noise += 1;
        }
      }
      return gained - noise;
    };
    const furtherRequest = bestOf(grid, usefulness);
    // Related topics: as likely as a further request would need to be, and never below it.
    const model = modelWith({ answers, furtherRequest, related: furtherRequest });
    writeFileSync(RankerModelPath, `${JSON.stringify(model, null, 2)}\n`);
    const figures = figuresOf(train, byThreshold.get(furtherRequest) ?? []);
    console.log(describeFigures('training sets (fitted on: not a result)', figures));
    console.log(`answers ≥ ${answers}, further request ≥ ${furtherRequest}`);
  } finally {
    await harness.close();
  }
}

void main();
