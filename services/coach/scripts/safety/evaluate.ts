/**
 * The safety net's figures on the untouched set (data/safety/untouched: never trained or
 * calibrated on), against the aims; `--record` writes them as the new floor the regression test
 * holds (data/safety/untouched/recorded.json) and as the figures /coach-safety publishes.
 * `npx tsx services/coach/scripts/safety/evaluate.ts [--record] [--details] [--set train/long]`
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { oneEncoder } from '../../src/embedding/sentence-encoders';
import { ScoredTriage } from '../../src/safety/scored-triage';
import { safetyModel } from '../../src/safety/scoring/model-file';
import type { SafetyFinding } from '../../src/safety/kinds';
import { SafetyDataDir, readSet, type LabelledMessage } from './dataset';
import { figuresOf, formatFigures, ratesOf, type SetFigures } from './evaluation';
import { scriptEmbedder } from '../encoder';
import { measureEveryday } from './everyday';
import { RecordedPath, publishedFigures, type Recorded } from './recorded';

const PublishedPath = join(
  __dirname,
  '../../../../web/src/features/coach-safety/safety-figures.json',
);

/** A set's messages and what the triage of the script's encoder found in each. */
export async function triageSet(
  set = 'untouched/untouched',
): Promise<{ messages: LabelledMessage[]; found: SafetyFinding[][] }> {
  const messages = readSet(join(SafetyDataDir, `${set}.jsonl`));
  const embedder = scriptEmbedder();
  const triage = new ScoredTriage(oneEncoder(embedder), [safetyModel(embedder.id)]);
  const found: SafetyFinding[][] = [];
  for (let i = 0; i < messages.length; i += 64)
    found.push(...(await triage.assessMany(messages.slice(i, i + 64).map((m) => m.text))));
  return { messages, found };
}

export async function measure(set = 'untouched/untouched'): Promise<SetFigures> {
  const { messages, found } = await triageSet(set);
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
