/**
 * The offline coach's understanding, measured on a labelled set (the untouched one unless
 * `--set train/x.jsonl`): right topic first, every request of a multi-request message answered,
 * Spanish answered in Spanish. `--record` writes the untouched figures as the floor `npm test`
 * holds (data/understanding/untouched/recorded.json).
 *
 *   npx tsx services/coach/scripts/understanding/evaluate.ts [--set NAME] [--details] [--record]
 */
import { writeFileSync } from 'node:fs';
import { readSet, setPath, UntouchedSet, type LabelledMessage } from './dataset';
import { describeFigures, figuresOf, type Figures, type Prediction } from './evaluation';
import { understandingHarness } from './harness';

export const RecordedPath = setPath('untouched/recorded.json');

/** Every message of a set through the coach's understanding, as the service reads it. */
export async function predict(set: readonly LabelledMessage[]): Promise<Prediction[]> {
  const harness = await understandingHarness();
  try {
    const predictions: Prediction[] = [];
    for (const message of set) {
      const understood = await harness.understanding.understand(message.text);
      predictions.push({
        id: message.id,
        answered: understood.requests.map((request) => request.slug),
        language: understood.language,
        related: understood.related,
      });
    }
    return predictions;
  } finally {
    await harness.close();
  }
}

export async function measure(name = UntouchedSet): Promise<Figures> {
  const set = readSet(setPath(name));
  return figuresOf(set, await predict(set));
}

async function main() {
  const args = process.argv.slice(2);
  const name = args.includes('--set') ? (args[args.indexOf('--set') + 1] ?? '') : UntouchedSet;
  const set = readSet(setPath(name));
  const predictions = await predict(set);
  const figures = figuresOf(set, predictions);
  console.log(describeFigures(name, figures));
  if (args.includes('--details'))
    for (const message of set) {
      const answered = predictions.find((p) => p.id === message.id)?.answered ?? [];
      if (!answered[0] || !message.requests.flat().includes(answered[0]))
        console.log(
          `  miss ${message.id}: ${JSON.stringify(message.requests)} got ${JSON.stringify(answered)} | ${message.text.slice(0, 100)}`,
        );
    }
  if (args.includes('--record')) {
    if (name !== UntouchedSet) throw new Error('only the untouched figures are recorded');
    writeFileSync(
      RecordedPath,
      `${JSON.stringify({ date: new Date().toISOString().slice(0, 10), ...figures }, null, 2)}\n`,
    );
    console.log(`recorded in ${RecordedPath}`);
  }
}

if (require.main === module) void main();
