/**
 * Trains the safety model on data/safety/train (never on data/safety/untouched) and writes
 * models/safety-model.json: two logistic heads per group, and the thresholds calibrated on
 * out-of-fold scores (five folds, or one fold per set with `--folds sets`) so that at most
 * `MaxFalseEmergency` of the ordinary training messages get an emergency and at most
 * `MaxFalseAlarm` any level.
 * `--passages` calibrates (and marks) a model that also reads a long message's passages.
 * `--hidden` gives the crisis and emergency heads a hidden layer.
 * `--bound-slices` holds the false-emergency bound on short messages and on each language too.
 * `--by-language` also reports each language's out-of-fold figures, at the shared thresholds and at
 * thresholds of its own.
 * `npx tsx services/coach/scripts/safety/train.ts [--sets legacy,long] [--folds sets] [--passages] [--hidden] [--cv-only] [--by-language] [--bound-slices]`
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
import { trainHiddenHead } from './hidden-head';
import { passageScores } from './passage-scores';
import { strongestReading } from '../../src/safety/scoring/passages';

const MaxFalseEmergency = 0.02;
const MaxFalseAlarm = 0.1;
const Folds = 5;

type Heads = Pick<SafetyModel, 'crisis' | 'emergency' | 'groups'>;

/**
 * `--hidden`: the crisis and emergency heads get a hidden layer (`hidden-head.ts`); the group
 * heads, which only choose among crises, stay logistic.
 */
const withHidden = process.argv.includes('--hidden');
const mainHead = (samples: Features[], labels: boolean[]) =>
  withHidden
    ? trainHiddenHead(samples, labels, HashBuckets)
    : trainHead(samples, labels, HashBuckets);

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
    crisis: mainHead(
      samples,
      messages.map((m) => m.kind !== null),
    ),
    emergency: mainHead(
      samples,
      messages.map((m) => m.level === 'emergency'),
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

/** Most words of a short message: where venting ("i want to scream", "mañana será otro día") lives. */
const ShortWords = 8;

/**
 * The slices of the ordinary messages the false-emergency bound holds on: all of them and, with
 * `--bound-slices`, also the short ones and each language's, so that an emergency threshold cannot
 * spend its false alarms on the venting of one language.
 */
function boundSlices(ordinary: number[], messages: LabelledMessage[]): number[][] {
  if (!process.argv.includes('--bound-slices')) return [ordinary];
  const where = (keep: (m: LabelledMessage) => boolean) =>
    ordinary.filter((i) => keep(messages[i]));
  return [
    ordinary,
    where((m) => m.text.trim().split(/\s+/).length <= ShortWords),
    where((m) => m.lang === 'en'),
    where((m) => m.lang === 'es'),
  ];
}

/**
 * Thresholds from out-of-fold scores: the emergency pair that brings the most emergency-labelled
 * crises to an emergency of their group while giving at most `MaxFalseEmergency` of ordinary
 * messages one, then the lowest concern threshold keeping all alarms within `MaxFalseAlarm`.
 */
function calibrate(
  scores: MessageScores[],
  readings: RuleReading[],
  messages: LabelledMessage[],
): Thresholds {
  const ordinary = messages.map((m, i) => (m.kind === null ? i : -1)).filter((i) => i >= 0);
  const slices = boundSlices(ordinary, messages);
  const urgent = messages.map((m, i) => (m.level === 'emergency' ? i : -1)).filter((i) => i >= 0);
  const found = (t: Thresholds, i: number): SafetyFinding[] => decide(scores[i], t, readings[i]);
  const falseRateOn = (slice: number[], t: Thresholds, any: boolean) =>
    slice.filter((i) => found(t, i).some((f) => any || f.level === 'emergency')).length /
    slice.length;
  const falseRate = (t: Thresholds, any: boolean) => falseRateOn(ordinary, t, any);
  const reached = (t: Thresholds) =>
    urgent.filter((i) =>
      found(t, i).some((f) => f.level === 'emergency' && leadsToHelp([f.kind], messages[i].kind!)),
    ).length;
  let best: Thresholds = { concern: 1.01, emergency: 0.99, urgent: 0.99 };
  let bestReached = -1;
  for (const emergency of grid(0.02))
    for (const urgentT of grid(0.02)) {
      const t = { concern: 1.01, emergency, urgent: urgentT };
      if (slices.some((slice) => falseRateOn(slice, t, false) > MaxFalseEmergency)) continue;
      const count = reached(t);
      if (count > bestReached) [best, bestReached] = [t, count];
    }
  const concern =
    grid(0.01).find((c) => falseRate({ ...best, concern: c }, true) <= MaxFalseAlarm) ?? 0.99;
  return { ...best, concern };
}

/** Passage discounts tried (log-odds): from reading passages as wholes to barely at all. */
const Discounts = [0, 1, 2, 3, 4, 6];

/**
 * The reading that finds the most crises and urgent crises (out of fold, each calibrated within
 * the same false-alarm bounds): the whole message alone, or with its passages at each discount.
 */
function bestReading(
  whole: MessageScores[],
  passages: MessageScores[][] | undefined,
  readings: RuleReading[],
  messages: LabelledMessage[],
) {
  const tried = [undefined, ...(passages ? Discounts : [])].map((discount) => {
    const scores =
      discount === undefined
        ? whole
        : whole.map((w, i) => strongestReading(w, passages?.[i] ?? [], discount));
    const thresholds = calibrate(scores, readings, messages);
    const cv = figuresOf(
      messages,
      messages.map((_, i) => decide(scores[i], thresholds, readings[i])),
    );
    process.stdout.write(
      `passage discount ${discount ?? 'none'}: ${cv.crisesReachingConcern} crises, ${cv.urgentCrisesReachingEmergency} urgent at emergency, ${cv.ordinaryGivenEmergency} / ${cv.ordinaryGivenConcern} false\n`,
    );
    return { discount, thresholds, cv };
  });
  const found = (t: (typeof tried)[number]) =>
    t.cv.crisesReachingConcern + t.cv.urgentCrisesReachingEmergency;
  return tried.reduce((a, b) => (found(b) > found(a) ? b : a));
}

/**
 * `--by-language`: the out-of-fold figures of each language at the shared thresholds, and with
 * thresholds calibrated on that language's messages alone (the same false-alarm bounds): whether
 * thresholds per language would find more of the Spanish crises. Reported, never written.
 */
function languageReport(
  scores: MessageScores[],
  readings: RuleReading[],
  messages: LabelledMessage[],
  shared: Thresholds,
): string {
  return (['en', 'es'] as const)
    .map((lang) => {
      const at = messages.map((m, i) => (m.lang === lang ? i : -1)).filter((i) => i >= 0);
      const [own, read, said] = [
        at.map((i) => scores[i]),
        at.map((i) => readings[i]),
        at.map((i) => messages[i]),
      ];
      const figures = (t: Thresholds) =>
        figuresOf(
          said,
          own.map((score, i) => decide(score, t, read[i])),
        );
      const calibrated = calibrate(own, read, said);
      return [
        formatFigures(`${lang}, shared thresholds ${JSON.stringify(shared)}`, figures(shared)),
        formatFigures(
          `${lang}, its own thresholds ${JSON.stringify(calibrated)}`,
          figures(calibrated),
        ),
      ].join('\n');
    })
    .join('\n');
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
  /** Every message's features, its neighbours chosen among those `allowed` for it. */
  const featuresWith = (allowed: (self: number, other: number) => boolean) =>
    messages.map((m, i) =>
      features(
        m.text,
        embeddings[i],
        readings[i],
        voteOf(similarities[i], neighbours, (j) => !allowed(i, j)),
      ),
    );

  // Out-of-fold scores: each message scored by heads that never saw it. `--folds sets` holds out
  // one writer's set at a time, as the untouched set is a writer the model never met.
  const bySet = process.argv.includes('--folds') && process.argv.includes('sets');
  const setOf = [...sets.values()].flatMap((set, index) => set.map(() => index));
  const folds = bySet ? sets.size : Folds;
  const foldOf = bySet ? (i: number) => setOf[i] : (i: number) => ((i * 7919) % 104729) % Folds;
  const oof = new Array<MessageScores>(messages.length);
  const foldModels: SafetyModel[] = [];
  for (let fold = 0; fold < folds; fold++) {
    // No message's neighbours include itself or, for the held-out fold, any of that fold.
    const samples = featuresWith((i, j) => i !== j && foldOf(j) !== fold);
    const train = messages.map((_, i) => i).filter((i) => foldOf(i) !== fold);
    const heads = trainHeads(
      train.map((i) => samples[i]),
      train.map((i) => messages[i]),
    );
    const model = modelOf(heads, train.length, packed);
    foldModels.push(model);
    messages.forEach((_, i) => {
      if (foldOf(i) === fold) oof[i] = scoreMessage(model, samples[i]);
    });
    process.stdout.write(`fold ${fold + 1}/${folds} done\n`);
  }
  const passages = process.argv.includes('--passages')
    ? await passageScores(scriptEmbedder(), {
        texts: messages.map((m) => m.text),
        neighbours,
        foldOf,
        foldModels,
      })
    : undefined;
  const { discount, thresholds, cv } = bestReading(oof, passages, readings, messages);
  process.stdout.write(
    `chosen: passage discount ${discount ?? 'none'}, thresholds ${JSON.stringify(thresholds)}\n${formatFigures('training set, out of fold', cv)}\n`,
  );
  if (process.argv.includes('--by-language')) {
    const chosen =
      discount === undefined
        ? oof
        : oof.map((w, i) => strongestReading(w, passages?.[i] ?? [], discount));
    process.stdout.write(`${languageReport(chosen, readings, messages, thresholds)}\n`);
  }
  if (process.argv.includes('--details'))
    process.stdout.write(
      `${[...cv.missed.map((m) => `missed ${m}`), ...cv.falseAlarms.map((m) => `false alarm ${m}`)].join('\n')}\n`,
    );

  const final = modelOf(
    trainHeads(
      featuresWith((i, j) => i !== j),
      messages,
    ),
    messages.length,
    packed,
  );
  final.thresholds = thresholds;
  if (discount !== undefined) final.passageDiscount = discount;
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
