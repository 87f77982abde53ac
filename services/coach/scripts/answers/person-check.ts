/**
 * How often the offline coach speaks of someone else than her person (issue 45, item 4): answers
 * the graded set (data/answers/graded-set.jsonl) as each asker, once without her care recipient
 * and once with what Tend's profile keeps of them (name and relationship; the profile has no
 * pronouns), and counts, in what shows before the fold: a relative word of the other gender ("my
 * dad" for her mother), an English line speaking only of the other gender, and her person's name.
 *   npx tsx --tsconfig tsconfig.base.json services/coach/scripts/answers/person-check.ts
 * SHOW=q-011 prints that question's answer (with her person) as well.
 */
import { splitAtFold } from '@tend/contracts';
import { DirectAnswerFinder } from '../../src/guidance/direct-answers/direct-answer-finder';
import { oneEncoder } from '../../src/embedding/sentence-encoders';
import { OfflineCoach, type AskerContext } from '../../src/model/offline-coach';
import { relativePattern, genderOf } from '../../src/model/person/person-meant';
import { scriptEmbedder } from '../encoder';
import { understandingHarness } from '../understanding/harness';
import { askerOf, readGradedSet, type GradedQuestion } from './answer-set';

/** The profile's relationship for the set's words (onboarding's list). */
const Relationship: Record<string, string> = {
  mother: 'parent',
  father: 'parent',
  husband: 'spouse',
  wife: 'spouse',
  grandmother: 'grandparent',
  grandfather: 'grandparent',
};

const withRecipient = (question: GradedQuestion): AskerContext => {
  const { name, relationship } = question.profile.recipient;
  return {
    ...askerOf(question),
    recipients: [{ name, relationship: Relationship[relationship] ?? 'other' }],
  };
};

interface Findings {
  wrongRelative: boolean;
  wrongGenderLine: boolean;
  named: boolean;
}

function check(question: GradedQuestion, shown: string): Findings {
  const gender = question.profile.recipient.pronouns.startsWith('she') ? 'she' : 'he';
  const relatives = [
    ...shown.matchAll(relativePattern('en', '[Mm]y|[Yy]our')),
    ...shown.matchAll(relativePattern('es', '[Mm]i|[Ss]u')),
  ];
  const other = gender === 'she' ? /\b(he|him|his|himself)\b/i : /\b(she|her|hers|herself)\b/i;
  const own = gender === 'she' ? /\b(she|her|hers|herself)\b/i : /\b(he|him|his|himself)\b/i;
  const lines = question.lang === 'en' ? shown.split('\n') : [];
  return {
    wrongRelative: relatives.some(
      ([, , word]) =>
        (genderOf(word ?? '', 'en') ?? genderOf(word ?? '', 'es') ?? gender) !== gender,
    ),
    wrongGenderLine: lines.some((line) => other.test(line) && !own.test(line)),
    named: shown.includes(question.profile.recipient.name),
  };
}

async function main() {
  const questions = readGradedSet();
  const harness = await understandingHarness();
  const count = { without: [] as Findings[], with: [] as Findings[] };
  try {
    const embedder = scriptEmbedder('safety');
    const coach = new OfflineCoach(
      harness.guidance,
      harness.understanding,
      new DirectAnswerFinder(oneEncoder(embedder)),
    );
    for (const question of questions) {
      for (const [key, asker] of [
        ['without', askerOf(question)],
        ['with', withRecipient(question)],
      ] as const) {
        const { content } = await coach.answer(question.text, [], [], asker);
        const found = check(question, splitAtFold(content).first);
        if (process.env.SHOW && key === 'with' && question.id === process.env.SHOW)
          process.stdout.write(
            `--- ${question.id} ${question.profile.recipient.pronouns}: ${question.text}\n${splitAtFold(content).first}\n`,
          );
        count[key].push(found);
      }
    }
  } finally {
    await harness.close();
  }
  const english = questions.filter((q) => q.lang === 'en').length;
  for (const key of ['without', 'with'] as const) {
    const found = count[key];
    const n = (what: keyof Findings) => found.filter((f) => f[what]).length;
    process.stdout.write(
      `${key} her person: ${n('wrongRelative')}/${found.length} answers name another relative; ${n('wrongGenderLine')}/${english} English answers have a line of the other gender; ${n('named')}/${found.length} name her person\n`,
    );
  }
}

void main();
