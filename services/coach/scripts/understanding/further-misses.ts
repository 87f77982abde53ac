/**
 * Why a multi-request message's requests went unanswered, on a set the ranker may be tuned on (never
 * the untouched one): the first topic was wrong; the request's topic was not among the further
 * candidates; or it was, and the further-request model scored it under its threshold.
 *
 *   npx tsx --tsconfig tsconfig.base.json services/coach/scripts/understanding/further-misses.ts --set train/set-p.jsonl
 */
import { likelyFurther } from '../../src/understanding/further-requests';
import { rankerModel } from '../../src/understanding/ranker';
import { bestTopic } from '../../src/understanding/understanding';
import { readSet, setPath, UntouchedSet } from './dataset';
import { understandingHarness } from './harness';

async function main() {
  const name = process.argv[process.argv.indexOf('--set') + 1];
  if (!process.argv.includes('--set') || !name || name === UntouchedSet)
    throw new Error('name a --set other than the untouched one');
  const harness = await understandingHarness();
  const causes = { firstWrong: 0, notCandidate: 0 };
  const under: number[] = [];
  try {
    for (const message of readSet(setPath(name)).filter((m) => m.requests.length > 1)) {
      const { scored, encoder } = await harness.understanding.scores(message.text);
      const { further } = rankerModel(encoder);
      const first = bestTopic(scored.whole)?.[0] ?? '';
      const candidates = likelyFurther(scored, first, further);
      const open = message.requests.filter((request) => !request.includes(first));
      if (open.length === message.requests.length) causes.firstWrong += 1;
      for (const request of open.slice(open.length === message.requests.length ? 1 : 0)) {
        const best = candidates
          .filter((c) => request.includes(c.slug))
          .sort((a, b) => b.likely - a.likely)[0];
        if (best && best.likely >= further.threshold) continue;
        if (best) under.push(best.likely);
        else causes.notCandidate += 1;
        console.log(
          `  ${message.id} ${request[0]}: ${best ? `likely ${best.likely.toFixed(2)}` : 'not a candidate'} | ${message.text.slice(0, 90)}`,
        );
      }
    }
  } finally {
    await harness.close();
  }
  under.sort((a, b) => a - b);
  console.log(
    { ...causes, underThreshold: under.length },
    'median',
    under[Math.floor(under.length / 2)],
  );
}

void main();
