/**
 * Safety triage on its labelled corpus: recall on crises and false alarms on ordinary messages,
 * overall and by kind. `npx tsx services/coach/scripts/safety-corpus.ts [--details]`
 * (the same thresholds are enforced by src/safety/corpus.spec.ts in `npm test`).
 */
import { crisisCorpus } from '../src/safety/corpus/crisis-corpus';
import { formatFigures, scoreCorpus } from '../src/safety/corpus/score';

const figures = scoreCorpus(crisisCorpus);
process.stdout.write(`${formatFigures(figures)}\n`);
if (process.argv.includes('--details')) {
  for (const missed of figures.missed) process.stdout.write(`missed (${missed.kind}): ${missed.text}\n`);
  for (const flagged of figures.flagged)
    process.stdout.write(`false alarm (${flagged.found.join(', ')}): ${flagged.text}\n`);
}
