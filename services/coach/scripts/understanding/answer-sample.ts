/**
 * Prints a sample of offline answers with their questions, for a person to grade with the rubric
 * in data/understanding/RUBRIC.md. The asker is the one the reviewer used: a caregiver in
 * Newark, New Jersey, for a parent with dementia and diabetes. The sample is drawn by a seed, so a
 * graded run can be printed again.
 *   npx tsx --tsconfig tsconfig.base.json services/coach/scripts/understanding/answer-sample.ts \
 *     [--set untouched/untouched.jsonl] [--count 30] [--seed 1] [--ids u-0184,u-0196]
 */
import { DirectAnswerFinder } from '../../src/guidance/direct-answers/direct-answer-finder';
import { oneEncoder } from '../../src/embedding/sentence-encoders';
import { scriptEmbedder } from '../encoder';
import { OfflineCoach, type AskerContext } from '../../src/model/offline-coach';
import { safetyOpening } from '../../src/safety/opening';
import { detectLanguage } from '../../src/understanding/language';
import { ScoredTriage } from '../../src/safety/scored-triage';
import { safetyModel } from '../../src/safety/scoring/model-file';
import { readSet, setPath, UntouchedSet, type LabelledMessage } from './dataset';
import { understandingHarness } from './harness';
import { seeded } from './seeded';

const Asker: AskerContext = { state: 'NJ', conditions: ['dementia', 'diabetes'] };

const option = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};

export function sampleOf<T>(items: readonly T[], count: number, seed: number): T[] {
  const random = seeded(seed);
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, count);
}

async function main() {
  const set = option('set', UntouchedSet);
  const all = readSet(setPath(set));
  const ids = option('ids', '').split(',').filter(Boolean);
  const messages: LabelledMessage[] = ids.length
    ? all.filter((message) => ids.includes(message.id))
    : sampleOf(all, Number(option('count', '30')), Number(option('seed', '1')));
  const harness = await understandingHarness();
  try {
    const embedder = scriptEmbedder('safety');
    const triage = new ScoredTriage(oneEncoder(embedder), [safetyModel(embedder.id)]);
    const coach = new OfflineCoach(
      harness.guidance,
      harness.understanding,
      new DirectAnswerFinder(oneEncoder(embedder)),
    );
    for (const [i, message] of messages.entries()) {
      const found = await triage.assess(message.text);
      const { content } = await coach.answer(message.text, [], found, Asker);
      const levels = found.map((f) => `${f.kind} ${f.level}`).join(', ') || 'none';
      process.stdout.write(
        `\n## ${i + 1}. ${message.id} (${message.lang}; safety: ${levels})\n\n> ${message.text.replace(/\n/g, '\n> ')}\n\n${safetyOpening(found, detectLanguage(message.text))}${content}\n\nrelevance _ usefulness _ tone _ length _\n`,
      );
    }
  } finally {
    await harness.close();
  }
}

if (require.main === module) void main();
