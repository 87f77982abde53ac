/**
 * Fits the topic classifier (models/topic-classifier.json) on every topic text: the library's
 * titles and examples in both languages and the learned examples (models/topic-examples.json, so
 * run learn-examples.ts and build-vectors.ts first). The untouched set is never read here.
 * `--evaluate <set>` prints how often the classifier alone puts a right topic first on a set.
 *
 *   npx tsx --tsconfig tsconfig.base.json services/coach/scripts/understanding/train-classifier.ts [--evaluate train/set-c.jsonl]
 */
import { writeFileSync } from 'node:fs';
import { scriptEmbedder } from '../encoder';
import { wordBuckets } from '../../src/embedding/word-buckets';
import { GuidanceLibrary } from '../../src/guidance/library';
import { learnedExamples, learnedExamplesFile } from '../../src/understanding/learned-examples';
import { readShippedVectors } from '../../src/understanding/shipped-vectors';
import {
  TopicClassifier,
  topicClassifierPath,
  type TopicClassifierFile,
} from '../../src/understanding/topic-classifier';
import { libraryTexts } from '../../src/understanding/topic-texts';
import { packVectors } from '../../src/safety/scoring/neighbours';
import { embedAll } from '../safety/embedding-cache';
import { readSet, setPath } from './dataset';
import { trainSoftmax } from './softmax';

/** Word buckets: enough that two topics' telling words rarely share one, for a file of ~1 MB. */
const Buckets = 4096;

async function fit(): Promise<TopicClassifierFile> {
  const embedder = scriptEmbedder('understanding');
  const texts = libraryTexts(GuidanceLibrary, learnedExamples());
  const shipped = readShippedVectors(embedder.id);
  const vectors =
    shipped?.embedder === embedder.id && texts.every((t) => shipped.byHash.has(t.hash))
      ? texts.map((t) => shipped.byHash.get(t.hash) ?? [])
      : await embedAll(
          embedder,
          texts.map((t) => t.text),
        );
  const slugs = [...new Set(texts.map((t) => t.slug))].sort();
  const slot = new Map(slugs.map((slug, i) => [slug, i]));
  const weights = trainSoftmax(
    texts.map((t, i) => ({
      dense: vectors[i] ?? [],
      words: wordBuckets(t.text, Buckets),
      label: slot.get(t.slug) ?? 0,
    })),
    {
      classes: slugs.length,
      buckets: Buckets,
      epochs: 40,
      batch: 128,
      learningRate: 0.01,
      l2: 1e-4,
      seed: 1,
    },
  );
  return {
    embedder: embedder.id,
    dimensions: weights.dense[0]?.length ?? 0,
    buckets: Buckets,
    slugs,
    dense: packVectors(weights.dense.map((row) => [...row])),
    words: packVectors(weights.words.map((row) => [...row])),
    bias: [...weights.bias].map((b) => Number(b.toPrecision(6))),
    trainedOn: `library texts and learned examples of ${learnedExamplesFile().trainedOn} (${texts.length} texts)`,
  };
}

async function evaluate(classifier: TopicClassifier, name: string): Promise<void> {
  const set = readSet(setPath(name));
  const vectors = await embedAll(
    scriptEmbedder('understanding'),
    set.map((m) => m.text),
  );
  const right = set.filter((m, i) => {
    const scores = classifier.probabilities(vectors[i] ?? [], m.text);
    const best = [...scores].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    return m.requests.flat().includes(best);
  }).length;
  console.log(`${name}: the classifier alone puts a right topic first on ${right}/${set.length}`);
}

async function main() {
  const file = await fit();
  const path = topicClassifierPath(file.embedder);
  writeFileSync(path, `${JSON.stringify(file)}\n`);
  console.log(`wrote ${path}: ${file.trainedOn}`);
  const named = process.argv.indexOf('--evaluate');
  if (named > 0) await evaluate(new TopicClassifier(file), process.argv[named + 1] ?? '');
}

void main();
