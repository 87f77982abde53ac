/**
 * Candidate sentence encoders side by side, in one run, on the untouched sets: the same simple
 * probe for each (no model of ours trained on them): a message's nearest labelled training
 * messages vote crisis or not (the threshold set on training messages so that at most 8% of
 * ordinary ones alarm), and its nearest library texts vote its topic. Vectors come from the
 * embedding cache (var/safety-embeddings/<encoder>.json, sha1 of the text → vector); the local
 * encoder and the encoder server fill theirs, any other encoder's file is made beforehand.
 *
 *   npx tsx --tsconfig tsconfig.base.json services/coach/scripts/compare-encoders.ts [other-encoder-id …]
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EncoderServerEmbedder } from '../src/embedding/encoder-server';
import { localEmbedder } from '../src/embedding/local-embedder';
import { GuidanceLibrary } from '../src/guidance/library';
import { learnedExamples } from '../src/understanding/learned-examples';
import { libraryTexts } from '../src/understanding/topic-texts';
import { backingServerUrl } from '@tend/platform';
import { everydayTraining, readFolder, readSet, SafetyDataDir } from './safety/dataset';
import { CacheDir, embedAll } from './safety/embedding-cache';
import { readSet as readQuestions, setPath, UntouchedSet } from './understanding/dataset';

const Neighbours = 15;
const MaxOrdinaryAlarm = 0.08;
const CalibrationSample = 2000;

type Vectors = (texts: readonly string[]) => Promise<number[][] | undefined>;

function fromFile(id: string): Vectors {
  return async (texts) => {
    const file = join(CacheDir, `${id}.json`);
    if (!existsSync(file)) return undefined;
    const cache = JSON.parse(readFileSync(file, 'utf8')) as Record<string, number[]>;
    const key = (t: string) => createHash('sha1').update(t).digest('hex');
    const vectors = texts.map((t) => cache[key(t)]);
    return vectors.every(Boolean) ? vectors : undefined;
  };
}

const dot = (a: readonly number[], b: readonly number[]) => {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
};
const unit = (v: number[]) => {
  const n = Math.sqrt(dot(v, v)) || 1;
  return v.map((x) => x / n);
};

/** The share of the k nearest (by cosine) that are crises, weighted by similarity. */
function crisisVote(v: number[], train: number[][], crisis: boolean[], skip = -1): number {
  const near: [number, number][] = [];
  train.forEach((t, i) => {
    if (i !== skip) near.push([dot(v, t), i]);
  });
  near.sort((a, b) => b[0] - a[0]);
  const top = near.slice(0, Neighbours);
  const total = top.reduce((s, [sim]) => s + Math.max(sim, 0), 0) || 1;
  return top.reduce((s, [sim, i]) => s + (crisis[i] ? Math.max(sim, 0) : 0), 0) / total;
}

async function probe(id: string, vectorsOf: Vectors): Promise<void> {
  const train = [...[...readFolder('train').values()].flat(), ...everydayTraining()];
  const untouched = readSet(join(SafetyDataDir, 'untouched/untouched.jsonl'));
  const questions = readQuestions(setPath(UntouchedSet));
  const library = libraryTexts(GuidanceLibrary, learnedExamples());
  const started = performance.now();
  const all = await vectorsOf([
    ...train.map((m) => m.text),
    ...untouched.map((m) => m.text),
    ...questions.map((m) => m.text),
    ...library.map((t) => t.text),
  ]);
  if (!all) {
    console.log(`${id}: no vectors (make its cache file first)`);
    return;
  }
  const vectors = all.map(unit);
  const [trainV, untouchedV, questionV, libraryV] = [
    vectors.slice(0, train.length),
    vectors.slice(train.length, train.length + untouched.length),
    vectors.slice(
      train.length + untouched.length,
      train.length + untouched.length + questions.length,
    ),
    vectors.slice(train.length + untouched.length + questions.length),
  ];
  const crisis = train.map((m) => m.kind !== null);
  // The threshold: at most 8% of a sample of ordinary training messages alarm (leave one out).
  const sample = train
    .map((_, i) => i)
    .filter((i) => i % Math.ceil(train.length / CalibrationSample) === 0);
  const ordinaryVotes = sample
    .filter((i) => !crisis[i])
    .map((i) => crisisVote(trainV[i], trainV, crisis, i))
    .sort((a, b) => b - a);
  const threshold = ordinaryVotes[Math.floor(ordinaryVotes.length * MaxOrdinaryAlarm)] ?? 0.5;
  const alarmed = untouchedV.map((v) => crisisVote(v, trainV, crisis) > threshold);
  const share = (pick: (i: number) => boolean) => {
    const picked = untouched.map((_, i) => i).filter(pick);
    return `${((100 * picked.filter((i) => alarmed[i]).length) / Math.max(picked.length, 1)).toFixed(1)}%`;
  };
  const isCrisis = (i: number) => untouched[i].kind !== null;
  let right = 0;
  questionV.forEach((v, q) => {
    const votes = new Map<string, number>();
    libraryV
      .map((t, i) => [dot(v, t), i] as const)
      .sort((a, b) => b[0] - a[0])
      .slice(0, 12)
      .forEach(([sim, i]) => {
        const slug = library[i].slug;
        votes.set(slug, (votes.get(slug) ?? 0) + sim);
      });
    const best = [...votes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    if (questions[q].requests.flat().includes(best)) right += 1;
  });
  console.log(
    `${id} (${vectors[0]?.length} dimensions, ${((performance.now() - started) / 1000).toFixed(0)} s): ` +
      `safety untouched: crises voted ${share(isCrisis)} (English ${share((i) => isCrisis(i) && untouched[i].lang === 'en')}, Spanish ${share((i) => isCrisis(i) && untouched[i].lang === 'es')}), ordinary ${share((i) => !isCrisis(i))}; ` +
      `understanding untouched: nearest topic right ${right}/${questions.length} (${((100 * right) / questions.length).toFixed(1)}%)`,
  );
}

async function main(): Promise<void> {
  const local = localEmbedder();
  const server = new EncoderServerEmbedder(
    process.env.ENCODER_URL || backingServerUrl('encoder'),
    60_000,
  );
  await probe(local.id, (texts) => embedAll(local, texts));
  await probe(server.id, (texts) => embedAll(server, texts));
  for (const other of process.argv.slice(2)) await probe(other, fromFile(other));
  await local.close();
}

void main();
