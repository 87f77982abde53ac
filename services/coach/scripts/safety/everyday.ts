/**
 * False alarms on everyday questions: the safety triage run over the offline coach's labelled
 * caregiver messages (data/understanding), written as everyday questions by writers who never saw
 * the safety rules or sets. Messages whose topics may rightly open with help (a fall just now,
 * abuse, new confusion, a caregiver's dark mood) are counted apart; the rest should get no alarm.
 *   npx tsx --tsconfig tsconfig.base.json services/coach/scripts/safety/everyday.ts [--set train/set-c.jsonl] [--details]
 */
import { oneEncoder } from '../../src/embedding/sentence-encoders';
import { scriptEmbedder } from '../encoder';
import { ScoredTriage } from '../../src/safety/scored-triage';
import { safetyModel } from '../../src/safety/scoring/model-file';
import { TrainSets, UntouchedSet } from '../understanding/dataset';
import { everydayQuestions } from './dataset';
import { pct } from './evaluation';

export interface EverydayFigures {
  questions: number;
  /** Everyday questions given an emergency, and given a concern (and no emergency). */
  emergency: number;
  concern: number;
  alarmed: { text: string; found: string }[];
}

/** The shipped triage's alarms on one labelled set of everyday questions. */
export async function measureEveryday(
  set = UntouchedSet,
  triage = new ScoredTriage(oneEncoder(scriptEmbedder()), [safetyModel(scriptEmbedder().id)]),
): Promise<EverydayFigures> {
  const messages = everydayQuestions([set]);
  const found = await triage.assessMany(messages.map((m) => m.text));
  return {
    questions: messages.length,
    emergency: found.filter((f) => f.some((x) => x.level === 'emergency')).length,
    concern: found.filter((f) => f.length > 0 && f.every((x) => x.level === 'concern')).length,
    alarmed: found.flatMap((f, i) =>
      f.length > 0
        ? [{ text: messages[i].text, found: f.map((x) => `${x.kind} ${x.level}`).join(', ') }]
        : [],
    ),
  };
}

async function main() {
  const triage = new ScoredTriage(oneEncoder(scriptEmbedder()), [safetyModel(scriptEmbedder().id)]);
  const named = process.argv.indexOf('--set');
  const sets = named > 0 ? [process.argv[named + 1] ?? ''] : [...TrainSets, UntouchedSet];
  for (const set of sets) {
    const figures = await measureEveryday(set, triage);
    const { questions } = figures;
    process.stdout.write(
      `${set}: ${questions} everyday questions, emergency ${pct(figures.emergency, questions)}, concern only ${pct(figures.concern, questions)}\n`,
    );
    if (process.argv.includes('--details'))
      for (const { text, found } of figures.alarmed)
        process.stdout.write(`  ${found}: ${text.slice(0, 140)}\n`);
  }
}

if (require.main === module) void main();
