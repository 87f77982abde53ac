/**
 * The safety net's figures on the untouched set (data/safety/untouched: never trained or
 * calibrated on), against the aims; `--record` writes them as the new floor the regression test
 * holds (data/safety/untouched/recorded.json) and as the figures /coach-safety publishes.
 * `npx tsx services/coach/scripts/safety/evaluate.ts [--record] [--details] [--set train/long]`
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localEmbedder } from '../../src/embedding/local-embedder';
import { ScoredTriage } from '../../src/safety/scored-triage';
import { safetyModel } from '../../src/safety/scoring/model-file';
import { SafetyDataDir, readSet } from './dataset';
import { figuresOf, formatFigures, ratesOf, type SetFigures } from './evaluation';
import { measureEveryday } from './everyday';
import { RecordedPath, publishedFigures, type Recorded } from './recorded';

const PublishedPath = join(
  __dirname,
  '../../../../web/src/features/coach-safety/safety-figures.json',
);

export async function measure(set = 'untouched/untouched'): Promise<SetFigures> {
  const messages = readSet(join(SafetyDataDir, `${set}.jsonl`));
  const triage = new ScoredTriage(localEmbedder(), safetyModel());
  const found = [];
  for (let i = 0; i < messages.length; i += 64)
    found.push(...(await triage.assessMany(messages.slice(i, i + 64).map((m) => m.text))));
  return figuresOf(messages, found);
}

async function main() {
  const setArg = process.argv.indexOf('--set');
  const set = setArg > 0 ? process.argv[setArg + 1] : 'untouched/untouched';
  const figures = await measure(set);
  process.stdout.write(`${formatFigures(set, figures)}\n`);
  if (process.argv.includes('--details'))
    process.stdout.write(
      `${[...figures.missed.map((m) => `missed ${m}`), ...figures.falseAlarms.map((m) => `false alarm ${m}`)].join('\n')}\n`,
    );
  if (process.argv.includes('--record')) {
    const date = new Date().toISOString().slice(0, 10);
    const everyday = await measureEveryday();
    const recorded: Recorded = {
      date,
      ...ratesOf(figures),
      everydayGivenEmergency: everyday.emergency / everyday.questions,
      everydayGivenConcern: everyday.concern / everyday.questions,
    };
    writeFileSync(RecordedPath, `${JSON.stringify(recorded, null, 2)}\n`);
    writeFileSync(PublishedPath, `${JSON.stringify(publishedFigures(figures, date), null, 2)}\n`);
    process.stdout.write(`recorded in ${RecordedPath} and ${PublishedPath}\n`);
  }
}

if (require.main === module) void main();
