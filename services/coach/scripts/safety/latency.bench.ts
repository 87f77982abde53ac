/**
 * Triage latency per message on this machine, one message at a time as the coach asks: the rules
 * alone (the baseline, same run) and the whole offline decision (rules, the local sentence
 * embedding, the neighbour vote and the scorer). Five rounds over the untouched set's texts;
 * the median round's p50 with the range of all rounds. Aim: whole decision p50 <= 50 ms.
 * Long messages (100 of `train/long-2`) are timed with and without reading their passages, in
 * the same rounds: what the passages cost where they are read.
 * Also the model's load time, once per process. `npx tsx services/coach/scripts/safety/latency.bench.ts`
 */
import { join } from 'node:path';
import {
  percentiles,
  recordResults,
  timeEach,
  round,
} from '../../../../infra/bench/support/results';
import { oneEncoder } from '../../src/embedding/sentence-encoders';
import { scriptEmbedder } from '../encoder';
import { ScoredTriage } from '../../src/safety/scored-triage';
import { safetyModel } from '../../src/safety/scoring/model-file';
import { readRules } from '../../src/safety/triage';
import { SafetyDataDir, readSet } from './dataset';

const Rounds = 5;

async function main() {
  const texts = readSet(join(SafetyDataDir, 'untouched/untouched.jsonl')).map((m) => m.text);
  const loadStarted = performance.now();
  const embedder = scriptEmbedder();
  await embedder.embed(['warm']);
  const triage = new ScoredTriage(oneEncoder(embedder), [safetyModel(embedder.id)]);
  const loadMs = performance.now() - loadStarted;
  const model = safetyModel(embedder.id);
  const wholeOnly = new ScoredTriage(oneEncoder(embedder), [
    { ...model, passageDiscount: undefined },
  ]);
  const long = readSet(join(SafetyDataDir, 'train/long-2.jsonl'))
    .slice(0, 100)
    .map((m) => m.text);
  await timeEach(texts.slice(0, 50), (t) => triage.assess(t));
  const rounds: {
    rulesP50: number;
    wholeP50: number;
    wholeP99: number;
    longP50: number;
    longWholeOnlyP50: number;
  }[] = [];
  for (let round = 0; round < Rounds; round++) {
    const rules = percentiles(await timeEach(texts, readRules));
    const whole = percentiles(await timeEach(texts, (t) => triage.assess(t)));
    const longWholeOnly = percentiles(await timeEach(long, (t) => wholeOnly.assess(t)));
    const longRead = percentiles(await timeEach(long, (t) => triage.assess(t)));
    rounds.push({
      rulesP50: rules.p50,
      wholeP50: whole.p50,
      wholeP99: whole.p99,
      longP50: longRead.p50,
      longWholeOnlyP50: longWholeOnly.p50,
    });
    process.stdout.write(
      `round ${round + 1}: rules p50 ${rules.p50} ms, whole p50 ${whole.p50} ms, p99 ${whole.p99} ms; long messages p50 ${longRead.p50} ms (whole message only ${longWholeOnly.p50} ms)\n`,
    );
  }
  const sorted = [...rounds].sort((a, b) => a.wholeP50 - b.wholeP50);
  const median = sorted[Math.floor(Rounds / 2)];
  const figures = {
    messages: texts.length,
    rounds: Rounds,
    modelLoadMs: round(loadMs),
    rulesP50Ms: median.rulesP50,
    wholeP50Ms: median.wholeP50,
    wholeP99Ms: median.wholeP99,
    wholeP50RangeMs: [sorted[0].wholeP50, sorted[Rounds - 1].wholeP50],
    longMessageP50Ms: median.longP50,
    longMessageWholeOnlyP50Ms: median.longWholeOnlyP50,
    aimWholeP50Ms: 50,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
  recordResults('safety-triage', figures);
}

void main();
