/**
 * Trains the safety model on data/safety/train (never on data/safety/untouched) and writes
 * models/safety-model.json: two logistic heads per group, and the thresholds calibrated on
 * out-of-fold scores (five folds, or one fold per set with `--folds sets`) so that at most
 * `MaxFalseEmergency` of the ordinary training messages get an emergency and at most
 * `MaxFalseAlarm` any level.
 * `npx tsx services/coach/scripts/safety/train.ts [--sets legacy,long] [--folds sets] [--cv-only]`
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { GroupOf, SafetyGroups, leadsToHelp, type SafetyFinding } from '../../src/safety/kinds';
import { scriptEmbedder } from '../encoder';
import { decide, type Thresholds } from '../../src/safety/scoring/decide';
import {
  HashBuckets,
  SignalNames,
  features,
  type Features,
} from '../../src/safety/scoring/features';
import {
  voteOf,
  packVectors,
  unpackVectors,
  type Neighbour,
} from '../../src/safety/scoring/neighbours';
import { safetyModelPath } from '../../src/safety/scoring/model-file';
import {
  scoreMessage,
  type MessageScores,
  type SafetyModel,
} from '../../src/safety/scoring/safety-model';
import { readRules, type RuleReading } from '../../src/safety/triage';
import { everydayTraining, readFolder, type LabelledMessage } from './dataset';
import { embedAll } from './embedding-cache';
import { figuresOf, formatFigures } from './evaluation';
import { rounded, trainHead } from './logistic';

const MaxFalseEmergency = 0.02;
const MaxFalseAlarm = 0.1;
const Folds = 5;

type Heads = Pick<SafetyModel, 'crisis' | 'emergency' | 'groups'>;

function trainHeads(samples: Features[], messages: LabelledMessage[]): Heads {
  const crises = messages.map((m, i) => (m.kind === null ? -1 : i)).filter((i) => i >= 0);
  const groups = {} as Heads['groups'];
  for (const group of SafetyGroups)
    groups[group] = trainHead(
      crises.map((i) => samples[i]),
      crises.map((i) => GroupOf[messages[i].kind!] === group),
      HashBuckets,
    );
  return {
    crisis: trainHead(
      samples,
      messages.map((m) => m.kind !== null),
      HashBuckets,
    ),
    emergency: trainHead(
      samples,
      messages.map((m) => m.level === 'emergency'),
      HashBuckets,
    ),
    groups,
  };
}

const labelsOf = (messages: readonly LabelledMessage[]) =>
  messages.map((m): [boolean, boolean, SafetyModel['neighbours']['labels'][number][2]] => [
    m.kind !== null,
    m.level === 'emergency',
    m.kind === null ? null : GroupOf[m.kind],
  ]);

function modelOf(
  heads: Heads,
  messages: number,
  neighbours: SafetyModel['neighbours'],
): SafetyModel {
  return {
    neighbours,
    embedder: scriptEmbedder().id,
    trainedOn: { messages, date: new Date().toISOString().slice(0, 10) },
    signals: [...SignalNames],
    hashBuckets: HashBuckets,
    ...heads,
    thresholds: { concern: 0.5, emergency: 0.5, urgent: 0.5 },
  };
}

const grid = (step: number) =>
  Array.from({ length: Math.round(1 / step) - 1 }, (_, i) => Number(((i + 1) * step).toFixed(2)));

/**
 * Thresholds from out-of-fold scores: the emergency pair that brings the most emergency-labelled
 * crises to an emergency of their group while giving at most `MaxFalseEmergency` of ordinary
 * messages one, then (`withVote`) the neighbours' emergency vote that adds the most within the
 * same bound, then the concern threshold and the neighbours' crisis vote that bring the most
 * crises to at least a concern while keeping all alarms within `MaxFalseAlarm`.
 */
function calibrate(
  scores: MessageScores[],
  readings: RuleReading[],
  messages: LabelledMessage[],
  withVote: boolean,
): Thresholds {
  const indices = (test: (m: LabelledMessage) => boolean) =>
    messages.map((m, i) => (test(m) ? i : -1)).filter((i) => i >= 0);
  const ordinary = indices((m) => m.kind === null);
  const crises = indices((m) => m.kind !== null);
  const urgent = indices((m) => m.level === 'emergency');
  const found = (t: Thresholds, i: number): SafetyFinding[] => decide(scores[i], t, readings[i]);
  const falseRate = (t: Thresholds, any: boolean) =>
    ordinary.filter((i) => found(t, i).some((f) => any || f.level === 'emergency')).length /
    ordinary.length;
  const reached = (t: Thresholds) =>
    urgent.filter((i) =>
      found(t, i).some((f) => f.level === 'emergency' && leadsToHelp([f.kind], messages[i].kind!)),
    ).length;
  const alarmed = (t: Thresholds) =>
    crises.filter((i) => found(t, i).some((f) => leadsToHelp([f.kind], messages[i].kind!))).length;
  const best = <T>(candidates: T[], allowed: (c: T) => boolean, count: (c: T) => number) =>
    candidates.reduce<{ c: T; n: number } | null>((top, c) => {
      if (!allowed(c)) return top;
      const n = count(c);
      return !top || n > top.n ? { c, n } : top;
    }, null)?.c;
  const quiet: Thresholds = { concern: 1.01, emergency: 0.99, urgent: 0.99 };
  const pair =
    best(
      grid(0.02).flatMap((emergency) =>
        grid(0.02).map((urgentT) => ({ ...quiet, emergency, urgent: urgentT })),
      ),
      (t) => falseRate(t, false) <= MaxFalseEmergency,
      reached,
    ) ?? quiet;
  // Highest first, so that a tie keeps the vote that alarms least.
  const votes = withVote ? [...grid(0.02)].reverse() : [];
  const emergencyVote =
    best(
      [pair, ...votes.map((voteEmergency) => ({ ...pair, voteEmergency }))],
      (t) => falseRate(t, false) <= MaxFalseEmergency,
      reached,
    ) ?? pair;
  const lowestConcern = (t: Thresholds) => {
    const concern = grid(0.01).find((c) => falseRate({ ...t, concern: c }, true) <= MaxFalseAlarm);
    return concern === undefined ? undefined : { ...t, concern };
  };
  const candidates = [emergencyVote, ...votes.map((vote) => ({ ...emergencyVote, vote }))]
    .map(lowestConcern)
    .filter((t): t is Thresholds => t !== undefined);
  return best(candidates, () => true, alarmed) ?? { ...emergencyVote, concern: 0.99 };
}

function similarityRows(vectors: readonly Float32Array[]): Float32Array[] {
  const rows = vectors.map(() => new Float32Array(vectors.length));
  vectors.forEach((a, i) => {
    for (let j = i; j < vectors.length; j++) {
      const b = vectors[j];
      let sum = 0;
      for (let k = 0; k < a.length; k++) sum += a[k] * b[k];
      rows[i][j] = sum;
      rows[j][i] = sum;
    }
  });
  return rows;
}

async function main() {
  // `--sets a,b` trains on those sets only (a set being written, or measured first, stays out).
  const only = process.argv.includes('--sets')
    ? process.argv[process.argv.indexOf('--sets') + 1]?.split(',')
    : undefined;
  const sets = new Map([...readFolder('train')].filter(([name]) => !only || only.includes(name)));
  // The coach's everyday questions teach what needs no alarm (`--no-everyday` leaves them out).
  if (!process.argv.includes('--no-everyday')) sets.set('everyday', everydayTraining());
  const messages = [...sets.values()].flat();
  process.stdout.write(
    `training on ${messages.length} messages from ${[...sets.keys()].join(', ')}\n`,
  );
  const embeddings = await embedAll(
    scriptEmbedder(),
    messages.map((m) => m.text),
  );
  const readings = messages.map((m) => readRules(m.text));
  const packed = {
    dimensions: embeddings[0].length,
    ...packVectors(embeddings),
    labels: labelsOf(messages),
  };
  // The neighbour vote as the coach will cast it: on the stored (byte) vectors.
  const vectors = unpackVectors(packed, packed.dimensions);
  const neighbours: Neighbour[] = packed.labels.map(([crisis, emergency, group], i) => ({
    vector: vectors[i],
    crisis,
    emergency,
    group,
  }));
  // Every pair's similarity once (n x n floats), for the six neighbour votes of the folds.
  const similarities = similarityRows(vectors);
  /** Every message's neighbour vote, its neighbours chosen among those `allowed` for it. */
  const votesWith = (allowed: (self: number, other: number) => boolean) =>
    messages.map((_, i) => voteOf(similarities[i], neighbours, (j) => !allowed(i, j)));
  const featuresOf = (votes: readonly number[][]) =>
    messages.map((m, i) => features(m.text, embeddings[i], readings[i], votes[i]));

  // Out-of-fold scores: each message scored by heads that never saw it. `--folds sets` holds out
  // one writer's set at a time, as the untouched set is a writer the model never met.
  const bySet = process.argv.includes('--folds') && process.argv.includes('sets');
  const setOf = [...sets.values()].flatMap((set, index) => set.map(() => index));
  const folds = bySet ? sets.size : Folds;
  const foldOf = bySet ? (i: number) => setOf[i] : (i: number) => ((i * 7919) % 104729) % Folds;
  const oof = new Array<MessageScores>(messages.length);
  for (let fold = 0; fold < folds; fold++) {
    // No message's neighbours include itself or, for the held-out fold, any of that fold.
    const votes = votesWith((i, j) => i !== j && foldOf(j) !== fold);
    const samples = featuresOf(votes);
    const train = messages.map((_, i) => i).filter((i) => foldOf(i) !== fold);
    const heads = trainHeads(
      train.map((i) => samples[i]),
      train.map((i) => messages[i]),
    );
    const model = modelOf(heads, train.length, packed);
    messages.forEach((_, i) => {
      if (foldOf(i) === fold) oof[i] = scoreMessage(model, samples[i], votes[i]);
    });
    process.stdout.write(`fold ${fold + 1}/${folds} done\n`);
  }
  // The heads alone first, in the same run, so the vote's worth is seen beside them.
  const outOfFold = (withVote: boolean) => {
    const t = calibrate(oof, readings, messages, withVote);
    const figures = figuresOf(
      messages,
      messages.map((_, i) => decide(oof[i], t, readings[i])),
    );
    const name = withVote ? 'with the neighbours voting' : 'the heads alone';
    process.stdout.write(
      `${name}: thresholds ${JSON.stringify(t)}\n${formatFigures(`training set, out of fold, ${name}`, figures)}\n`,
    );
    return { thresholds: t, cv: figures };
  };
  outOfFold(false);
  const { thresholds, cv } = outOfFold(!process.argv.includes('--no-vote'));
  if (process.argv.includes('--details'))
    process.stdout.write(
      `${[...cv.missed.map((m) => `missed ${m}`), ...cv.falseAlarms.map((m) => `false alarm ${m}`)].join('\n')}\n`,
    );

  const final = modelOf(
    trainHeads(featuresOf(votesWith((i, j) => i !== j)), messages),
    messages.length,
    packed,
  );
  final.thresholds = thresholds;
  final.crisis = rounded(final.crisis);
  final.emergency = rounded(final.emergency);
  for (const group of SafetyGroups) final.groups[group] = rounded(final.groups[group]);
  if (process.argv.includes('--cv-only')) return;
  const path = safetyModelPath(scriptEmbedder().id);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(final)}\n`);
  process.stdout.write(`wrote ${path}\n`);
}

void main();
