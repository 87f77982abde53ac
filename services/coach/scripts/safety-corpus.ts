/**
 * Safety triage on its labelled corpus: recall on crises and false alarms on ordinary messages,
 * overall and by kind, then how the later sets did on their first run.
 * `npx tsx services/coach/scripts/safety-corpus.ts [--details]` (--details lists every miss and
 * false alarm). src/safety/corpus.spec.ts enforces the thresholds in `npm test`.
 */
import { crisisCorpus, laterSets } from '../src/safety/corpus';
import { formatFigures, formatFirstRuns, scoreCorpus } from '../src/safety/corpus/score';

const figures = scoreCorpus(crisisCorpus);
process.stdout.write(`${formatFigures(figures)}\n\n${formatFirstRuns(laterSets)}\n`);
if (process.argv.includes('--details')) {
  for (const missed of figures.missed)
    process.stdout.write(`missed (${missed.kind}): ${missed.text}\n`);
  for (const flagged of figures.flagged)
    process.stdout.write(`false alarm (${flagged.found.join(', ')}): ${flagged.text}\n`);
}
