/**
 * Fits the topic ranker (models/topic-ranker.json): a logistic score over each topic's signals,
 * and the thresholds for answering, for a further request and for "related". It is fitted on one
 * labelled set that neither the learned examples nor the topic classifier were trained on, so its
 * signals look as they will for a caregiver's new message (a stacked fit: fitted on what the other
 * models have seen, their scores would look surer than they are). The untouched set is never read
 * here. `--thresholds-only` keeps the shipped weights and fits the thresholds again.
 *
 *   npx tsx --tsconfig tsconfig.base.json services/coach/scripts/understanding/train-ranker.ts --fit-set train/set-c.jsonl[,train/set-d.jsonl] [--thresholds-only]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { PairedEncoderId } from '../../src/embedding/coach-encoders';
import { EncoderServerId } from '../../src/embedding/encoder-server';
import { LocalEncoderId } from '../../src/embedding/local-embedder';
import type { Language } from '../../src/guidance/guidance-topic';
import { detectLanguage } from '../../src/understanding/language';
import {
  rankerModelPath,
  PairedFeatureNames,
  RankFeatureNames,
  rankerModel,
  type RankerModel,
} from '../../src/understanding/ranker';
import type { MessageUnderstanding } from '../../src/understanding/message-understanding';
import { understand, type Thresholds } from '../../src/understanding/understanding';
import { learnedExamplesFile } from '../../src/understanding/learned-examples';
import { TopicClassifierFile, topicClassifierPath } from '../../src/understanding/topic-classifier';
import { trainHead } from '../safety/logistic';
import { readSet, setPath, type LabelledMessage } from './dataset';
import { understandingHarness } from './harness';
import { figuresOf, describeFigures, type Prediction } from './evaluation';
import { firstOf, fitFurther, furtherWorth, type Read } from './fit-further';

interface Query {
  text: string;
  language: Language;
  positives: Set<string>;
}

const asQueries = (set: readonly LabelledMessage[]): Query[] =>
  set.map((m) => ({
    text: m.text,
    language: detectLanguage(m.text),
    positives: new Set(m.requests.flat()),
  }));

/** The set must be new to the learned examples and the classifiers, or the fit flatters them. */
function assertUnseen(fitSet: string, encoders: readonly string[]): void {
  const classifiers = encoders.map((encoder) => [
    `${encoder} topic classifier`,
    TopicClassifierFile.pick({ trainedOn: true }).parse(
      JSON.parse(readFileSync(topicClassifierPath(encoder), 'utf8')),
    ).trainedOn,
  ]);
  for (const [what, trainedOn] of [
    ['learned examples', learnedExamplesFile().trainedOn],
    ...classifiers,
  ])
    if (trainedOn.includes(fitSet))
      throw new Error(`${fitSet} was already learned by the ${what} (${trainedOn})`);
}

/** Fits the ranker's weights on the messages of the fitting set. */
async function fitWeights(
  understanding: MessageUnderstanding,
  queries: readonly Query[],
  names: readonly string[],
): Promise<Pick<RankerModel, 'weights' | 'bias'>> {
  const samples: { dense: Float32Array; words: Int32Array }[] = [];
  const labels: boolean[] = [];
  for (const [at, query] of queries.entries()) {
    const {
      texts: [features],
    } = await understanding.features([query.text], query.language);
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
  console.log(names.map((n, i) => `${n}=${weighted.weights[i]}`).join(' '));
  return weighted;
}

/** The thresholds tried: 0.05 to 0.95 by 0.05. */
const CoarseGrid = Array.from({ length: 19 }, (_, i) => Number(((i + 1) * 0.05).toFixed(2)));

/**
 * The thresholds, on the fitting set's messages as the service reads them: answering nearly every
 * message; further requests where they answer most requests for the sections nobody asked for
 * (`furtherWorth`); then related links where they are to a topic asked for at least half the time.
 */
async function fitThresholds(
  understanding: MessageUnderstanding,
  train: readonly LabelledMessage[],
  weighted: Pick<RankerModel, 'weights' | 'bias'>,
): Promise<Thresholds> {
  const read = await Promise.all(train.map((m) => understanding.scores(m.text, [], weighted)));
  const predict = (thresholds: Thresholds): Prediction[] =>
    read.map(({ language, scored }, i) => {
      const { requests, related } = understand(language, scored, thresholds);
      return { id: train[i]?.id ?? '', answered: requests.map((r) => r.slug), language, related };
    });
  // Nearly every real request is answered: below this, a message that says little is asked back.
  const bests = read.map((reading) => Math.max(0, firstOf(reading)[1])).sort((a, b) => a - b);
  const answers = Number((bests[Math.floor(bests.length * 0.02)] ?? 0.05).toPrecision(3));
  const further = fitFurther(read, train);
  // Related links do not change which sections are answered: they are fitted after them.
  const candidates = CoarseGrid.map((threshold) => ({
    answers,
    further: { ...further, threshold },
    related: NoRelated,
  }));
  const worthOf = new Map(
    candidates.map((t) => {
      const predictions = predict(t);
      const f = figuresOf(train, predictions);
      const worth = furtherWorth(train, predictions);
      console.log(
        `further ≥ ${t.further.threshold}: every request ${f.everyRequestAnswered}/${f.multiRequest}, further sections ${f.furtherAnswered} asked, ${f.furtherNotAsked} not, worth ${worth}`,
      );
      return [t, worth];
    }),
  );
  const worth = (t: Thresholds) => worthOf.get(t) ?? -Infinity;
  const sections = candidates.reduce((best, t) => (worth(t) > worth(best) ? t : best));
  const chosen = { ...sections, related: relatedThreshold(read, train, sections) };
  console.log(
    describeFigures('fitting set (fitted on: not a result)', figuresOf(train, predict(chosen))),
  );
  return chosen;
}

/** A score no topic reaches: no related links at all. */
const NoRelated = 1;

/**
 * The lowest score at which the links the coach would offer as related (the best topics it does
 * not answer, as `understand` picks them with the sections' thresholds) are to a topic the message
 * asked for at least half the time; none where no score is that precise. Scores crowd near 1, so
 * the top of the range is looked at closely.
 */
function relatedThreshold(
  read: readonly Read[],
  train: readonly LabelledMessage[],
  sections: Thresholds,
): number {
  const links = read.flatMap(({ language, scored }, i) => {
    const asked = new Set(train[i]?.requests.flat());
    return understand(language, scored, { ...sections, related: 0 }).related.map((slug) => ({
      score: scored.whole.get(slug) ?? 0,
      asked: asked.has(slug),
    }));
  });
  for (const t of [...CoarseGrid, 0.96, 0.97, 0.98, 0.99, 0.995, 0.999]) {
    const above = links.filter((link) => link.score >= t);
    const asked = above.filter((link) => link.asked).length;
    if (above.length > 0 && asked >= above.length / 2) {
      console.log(`related ≥ ${t}: ${asked} of ${above.length} links asked for`);
      return t;
    }
  }
  console.log(`related: no score makes half the ${links.length} links asked for; none offered`);
  return NoRelated;
}

async function main() {
  const thresholdsOnly = process.argv.includes('--thresholds-only');
  const fitSet = process.argv[process.argv.indexOf('--fit-set') + 1];
  if (!process.argv.includes('--fit-set') || !fitSet) throw new Error('name the --fit-set');
  const harness = await understandingHarness();
  const { understanding } = harness;
  try {
    // The encoders it reads with now: one alone, or both (the encoder server answering).
    const { encoder } = await understanding.features(['help'], 'en');
    const paired = encoder === PairedEncoderId;
    // Several sets, comma-separated, fit as one: a steadier fit than any one set of 320.
    const fitSets = fitSet.split(',');
    for (const name of fitSets)
      assertUnseen(name, paired ? [LocalEncoderId, EncoderServerId] : [encoder]);
    const names = paired ? PairedFeatureNames : RankFeatureNames;
    const train = fitSets.flatMap((name) => readSet(setPath(name)));
    const weighted = thresholdsOnly
      ? rankerModel(encoder)
      : await fitWeights(understanding, asQueries(train), names);
    const thresholds = await fitThresholds(understanding, train, weighted);
    const model: RankerModel = {
      embedder: encoder,
      features: [...names],
      weights: weighted.weights,
      bias: weighted.bias,
      ...thresholds,
      trainedOn: `${fitSets.join(' + ')} (${train.length}), read with the learned examples and classifier of ${learnedExamplesFile().trainedOn}`,
    };
    mkdirSync(dirname(rankerModelPath(encoder)), { recursive: true });
    writeFileSync(rankerModelPath(encoder), `${JSON.stringify(model, null, 2)}\n`);
    console.log(
      `answers ≥ ${thresholds.answers}, further request ≥ ${thresholds.further.threshold}, related ≥ ${thresholds.related}`,
    );
  } finally {
    await harness.close();
  }
}

void main();
