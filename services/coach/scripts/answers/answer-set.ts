/**
 * Answers the graded question set (data/answers/graded-set.jsonl, written blind for issue 45) as
 * the offline coach answers each asker: her state and her person's conditions from the message's
 * profile. Prints Markdown for a grader (data/understanding/RUBRIC.md) and the answers' lengths.
 *   npx tsx --tsconfig tsconfig.base.json services/coach/scripts/answers/answer-set.ts > answers.md
 */
import { DirectAnswerFinder } from '../../src/guidance/direct-answers/direct-answer-finder';
import { join } from 'node:path';
import { z } from 'zod';
import { splitAtFold, type UsState } from '@tend/contracts';
import { oneEncoder } from '../../src/embedding/sentence-encoders';
import { OfflineCoach, type AskerContext } from '../../src/model/offline-coach';
import { safetyOpening } from '../../src/safety/opening';
import { ScoredTriage } from '../../src/safety/scored-triage';
import { safetyModel } from '../../src/safety/scoring/model-file';
import { detectLanguage } from '../../src/understanding/language';
import { scriptEmbedder } from '../encoder';
import { readJsonLines } from '../json-lines';
import { understandingHarness } from '../understanding/harness';

const GradedQuestion = z.object({
  id: z.string(),
  lang: z.enum(['en', 'es']),
  profile: z.object({
    state: z.string(),
    recipient: z.object({
      name: z.string(),
      relationship: z.string(),
      pronouns: z.string(),
      conditions: z.array(z.string()),
    }),
    insurance: z.array(z.string()),
  }),
  text: z.string().min(1),
  kind: z.enum(['everyday', 'multi', 'state']),
  expects: z.string(),
});
export type GradedQuestion = z.infer<typeof GradedQuestion>;

export const GradedSetPath = join(__dirname, '../../data/answers/graded-set.jsonl');

export const readGradedSet = (path = GradedSetPath): GradedQuestion[] =>
  readJsonLines(path, GradedQuestion);

/** The profile's own words for conditions, as onboarding's choices name them. */
const OnboardingCondition: [RegExp, string][] = [
  [/dementia|alzheimer|cognitive/, 'dementia'],
  [/heart|fibrillation|hypertension/, 'heart_conditions'],
  [/diabetes/, 'diabetes'],
  [/cancer/, 'cancer'],
  [/fracture|arthritis|osteoporosis|parkinson|stroke|sclerosis|\bals\b/, 'mobility_issues'],
  [/copd|ckd|kidney|pneumonia/, 'chronic_conditions'],
];

export const askerOf = (question: GradedQuestion): AskerContext => ({
  state: question.profile.state as UsState,
  conditions: [
    ...new Set(
      question.profile.recipient.conditions.flatMap((condition) =>
        OnboardingCondition.filter(([pattern]) => pattern.test(condition)).map(([, c]) => c),
      ),
    ),
  ],
});

async function main() {
  const questions = readGradedSet();
  const harness = await understandingHarness();
  const lengths: number[] = [];
  const firstShown: number[] = [];
  try {
    const embedder = scriptEmbedder('safety');
    const triage = new ScoredTriage(oneEncoder(embedder), [safetyModel(embedder.id)]);
    const coach = new OfflineCoach(
      harness.guidance,
      harness.understanding,
      new DirectAnswerFinder(oneEncoder(embedder)),
    );
    for (const question of questions) {
      const found = await triage.assess(question.text);
      const { content } = await coach.answer(question.text, [], found, askerOf(question));
      const answer = `${safetyOpening(found, detectLanguage(question.text))}${content}`;
      lengths.push(answer.length);
      firstShown.push(splitAtFold(answer).first.length);
      const { recipient, state } = question.profile;
      process.stdout.write(
        `\n## ${question.id} (${question.lang}, ${question.kind}; ${state}, ${recipient.relationship} ${recipient.name}, ${recipient.conditions.join(', ')})\n\n> ${question.text.replace(/\n/g, '\n> ')}\n\n${answer}\n\n(${answer.length} characters, ${splitAtFold(answer).first.length} before the fold)\n`,
      );
    }
  } finally {
    await harness.close();
  }
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  process.stderr.write(
    `${lengths.length} answers; median ${median(lengths)} characters (${median(firstShown)} before the fold); over 3,000: ${lengths.filter((n) => n > 3000).length}; at most 1,500: ${lengths.filter((n) => n <= 1500).length} (${firstShown.filter((n) => n <= 1500).length} before the fold)\n`,
  );
}

if (require.main === module) void main();
