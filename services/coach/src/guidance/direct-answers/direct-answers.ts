import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { US_STATES } from '@tend/contracts';
import type { GuidanceSource, GuidanceTopic, Language } from '../guidance-topic';
import { addOwnSources, LibraryFolder, SourceSchema } from '../library';

/**
 * Direct answers (issue 45): common caregiver questions, each answered in one to three sentences
 * and filed under the library topic (card) it belongs to, in English and Spanish. Content, not
 * code: YAML files under library/answers/, one per domain.
 */
export const AnswersFolder = join(LibraryFolder, 'answers');

/** One to three sentences: what fits above the fold of a phone with the card's first steps. */
export const MaxAnswerLength = 400;

const QuestionText = z.object({
  /** The question as a caregiver would ask it. */
  question: z.string().min(8),
  /** Other ways caregivers ask the same (at least two): what retrieval learns from. */
  also: z.array(z.string().min(5)).min(2),
  /** The direct answer: one to three plain sentences, the answer first ("No. …"). */
  answer: z.string().min(20).max(MaxAnswerLength),
});

const DirectAnswerEntry = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  /** The library topic whose card the answer leads. */
  topic: z.string().regex(/^[a-z0-9-]+$/),
  /** Only for caregivers in these states (a state's own rule); absent when it holds everywhere. */
  states: z.array(z.enum(US_STATES)).min(1).optional(),
  sources: z.array(z.string()).min(1),
  en: QuestionText,
  es: QuestionText,
});

const AnswersFile = z.object({
  /** Sources only this file cites; their keys are unique across the library. */
  sources: z.record(z.string(), SourceSchema).default({}),
  answers: z.array(DirectAnswerEntry).min(1),
});

export interface DirectAnswer {
  id: string;
  topic: string;
  states?: readonly string[];
  sources: GuidanceSource[];
  en: z.infer<typeof QuestionText>;
  es: z.infer<typeof QuestionText>;
}

export const answerText = (answer: DirectAnswer, language: Language) =>
  language === 'es' ? answer.es : answer.en;

/**
 * Every direct answer, its sources resolved against the library's (`sources`: every key the
 * library knows) and its topic checked against the library's slugs; a broken file stops the coach
 * at start, as a broken library does.
 */
export function loadDirectAnswers(
  library: readonly GuidanceTopic[],
  sources: Readonly<Record<string, GuidanceSource>>,
  folder = AnswersFolder,
): DirectAnswer[] {
  if (!existsSync(folder)) return [];
  const slugs = new Set(library.map((topic) => topic.slug));
  const known: Record<string, GuidanceSource> = { ...sources };
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => ({
      file,
      ...AnswersFile.parse(parse(readFileSync(join(folder, file), 'utf8'))),
    }));
  addOwnSources(
    known,
    files.map(({ file, sources: own }) => ({ file: `answers/${file}`, sources: own })),
  );
  const answers = files.flatMap(({ file, answers }) =>
    answers.map((entry): DirectAnswer => {
      if (!slugs.has(entry.topic))
        throw new Error(`answers/${file}: ${entry.id} belongs to unknown topic "${entry.topic}"`);
      return {
        ...entry,
        sources: entry.sources.map((key) => {
          const source = known[key];
          if (!source)
            throw new Error(`answers/${file}: ${entry.id} cites unknown source "${key}"`);
          return source;
        }),
      };
    }),
  );
  if (new Set(answers.map((a) => a.id)).size !== answers.length)
    throw new Error('the direct answers repeat an id');
  return answers;
}
