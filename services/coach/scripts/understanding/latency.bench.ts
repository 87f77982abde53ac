/**
 * The offline answer's latency per message on this machine, one message at a time: the safety
 * triage then the offline coach (understanding with its sentence embedding, full-text search of
 * the library and discovered documents, composing the answer), as the coach does without a model.
 * The baseline, same run: the library's full-text search alone. Three rounds over the untouched
 * set's texts; the median round's p50 with the range of all rounds. Aim: p50 <= 60 ms.
 *   npx tsx --tsconfig tsconfig.base.json services/coach/scripts/understanding/latency.bench.ts
 */
import { DirectAnswerFinder } from '../../src/guidance/direct-answers/direct-answer-finder';
import { percentiles, recordResults, timeEach } from '../../../../infra/bench/support/results';
import { oneEncoder } from '../../src/embedding/sentence-encoders';
import { scriptEmbedder } from '../encoder';
import { OfflineCoach } from '../../src/model/offline-coach';
import { ScoredTriage } from '../../src/safety/scored-triage';
import { safetyModel } from '../../src/safety/scoring/model-file';
import { readSet, setPath, UntouchedSet } from './dataset';
import { understandingHarness } from './harness';

const Rounds = 3;

async function main() {
  const texts = readSet(setPath(UntouchedSet)).map((m) => m.text);
  const harness = await understandingHarness();
  try {
    const embedder = scriptEmbedder();
    await embedder.embed(['warm']);
    const triage = new ScoredTriage(oneEncoder(embedder), [safetyModel(embedder.id)]);
    const coach = new OfflineCoach(
      harness.guidance,
      harness.understanding,
      new DirectAnswerFinder(oneEncoder(embedder)),
    );
    // As the coach answers without a model: the clauses embedded beside the triage's message.
    const answer = async (text: string) => {
      const found = triage.assess(text);
      coach.prepare(text);
      return coach.answer(text, [], await found);
    };
    await timeEach(texts.slice(0, 30), answer);
    const rounds: { searchP50: number; wholeP50: number; wholeP99: number }[] = [];
    for (let round = 0; round < Rounds; round++) {
      const search = percentiles(await timeEach(texts, (t) => harness.guidance.textRanks(t, 'en')));
      const whole = percentiles(await timeEach(texts, answer));
      rounds.push({ searchP50: search.p50, wholeP50: whole.p50, wholeP99: whole.p99 });
      process.stdout.write(
        `round ${round + 1}: full-text search p50 ${search.p50} ms, offline answer p50 ${whole.p50} ms, p99 ${whole.p99} ms\n`,
      );
    }
    const sorted = [...rounds].sort((a, b) => a.wholeP50 - b.wholeP50);
    const median = sorted[Math.floor(Rounds / 2)];
    const figures = {
      messages: texts.length,
      rounds: Rounds,
      searchP50Ms: median.searchP50,
      offlineAnswerP50Ms: median.wholeP50,
      offlineAnswerP99Ms: median.wholeP99,
      offlineAnswerP50RangeMs: [sorted[0].wholeP50, sorted[Rounds - 1].wholeP50],
      aimP50Ms: 60,
    };
    process.stdout.write(`${JSON.stringify(figures)}\n`);
    recordResults('offline-answer', figures);
  } finally {
    await harness.close();
  }
}

void main();
