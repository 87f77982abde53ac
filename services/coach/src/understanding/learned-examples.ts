import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * Caregivers' own messages from the labelled training sets, each filed under the topic that
 * answered it, written by `scripts/understanding/learn-examples.ts`. Retrieval compares a new
 * message with them as with the library's written examples: more ways people actually ask. They
 * are texts, the same whichever encoder reads them.
 */
export const LearnedExamplesPath = join(__dirname, '../../models/topic-examples.json');

const LearnedExamplesFile = z.object({
  trainedOn: z.string(),
  examples: z.array(
    z.object({ slug: z.string(), language: z.enum(['en', 'es']), text: z.string().min(1) }),
  ),
});
export type LearnedExamplesFile = z.infer<typeof LearnedExamplesFile>;
export type LearnedExample = LearnedExamplesFile['examples'][number];

let loaded: ReadonlyMap<string, LearnedExample[]> | undefined;

/** The learned examples' file (empty when absent). */
export function learnedExamplesFile(): LearnedExamplesFile {
  return existsSync(LearnedExamplesPath)
    ? LearnedExamplesFile.parse(JSON.parse(readFileSync(LearnedExamplesPath, 'utf8')))
    : { trainedOn: 'nothing', examples: [] };
}

/** The learned examples by topic slug (none when the file is absent), read once per process. */
export function learnedExamples(): ReadonlyMap<string, LearnedExample[]> {
  if (loaded) return loaded;
  const byTopic = new Map<string, LearnedExample[]>();
  for (const example of learnedExamplesFile().examples)
    byTopic.set(example.slug, [...(byTopic.get(example.slug) ?? []), example]);
  loaded = byTopic;
  return byTopic;
}
