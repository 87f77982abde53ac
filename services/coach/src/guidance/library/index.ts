import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import type { GuidanceSource, GuidanceTopic } from '../guidance-topic';

/**
 * The library is content, not code: YAML files beside the package (library/), one per domain,
 * written and reviewed as text. src/ and dist/ sit at the same depth, so one path serves both.
 */
export const LibraryFolder = join(__dirname, '../../../library');
const SourcesFile = 'sources.yaml';

export const MinExamples = { en: 8, es: 6 } as const;

/** A public page the guidance cites, as the library's files write it. */
export const SourceSchema = z.object({ name: z.string().min(1), url: z.url() });
const Sources = z.record(z.string(), SourceSchema);
const text = (examples: number) =>
  z.object({
    title: z.string().min(1),
    keywords: z.string().default(''),
    body: z.string().min(1),
    examples: z.array(z.string().min(1)).min(examples),
    heard: z.string().min(1).optional(),
  });
const TopicFile = z.object({
  /** Sources only this file cites; their keys are unique across the library. */
  sources: Sources.default({}),
  topics: z.array(
    text(MinExamples.en).extend({
      slug: z.string().regex(/^[a-z0-9-]+$/),
      sources: z.array(z.string()).min(1),
      es: text(MinExamples.es),
    }),
  ),
});

const readYaml = (folder: string, file: string): unknown =>
  parse(readFileSync(join(folder, file), 'utf8'));

const topicFiles = (folder: string) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.yaml') && file !== SourcesFile)
    .sort()
    .map((file) => ({ file, ...TopicFile.parse(readYaml(folder, file)) }));

/** Every source the library knows by key: the shared ones and each file's own. */
export function librarySources(folder = LibraryFolder): Record<string, GuidanceSource> {
  const sources: Record<string, GuidanceSource> = Sources.parse(readYaml(folder, SourcesFile));
  addOwnSources(sources, topicFiles(folder));
  return sources;
}

/**
 * Adds each file's own sources to `known`: their keys are unique across the library (topics and
 * direct answers), so a key defined twice stops the coach at start.
 */
export function addOwnSources(
  known: Record<string, GuidanceSource>,
  files: readonly { file: string; sources: Readonly<Record<string, GuidanceSource>> }[],
): void {
  for (const { file, sources } of files)
    for (const [key, source] of Object.entries(sources)) {
      if (known[key]) throw new Error(`${file}: source "${key}" is already defined`);
      known[key] = source;
    }
}

/** Every topic of every file, its source keys resolved; a broken file stops the coach at start. */
export function loadLibrary(folder = LibraryFolder): GuidanceTopic[] {
  const sources = librarySources(folder);
  const files = topicFiles(folder);
  const topics = files.flatMap(({ file, topics }) =>
    topics.map(({ sources: keys, ...topic }) => ({
      ...topic,
      domain: file.replace(/\.yaml$/, ''),
      sources: keys.map((key) => {
        const source = sources[key];
        if (!source) throw new Error(`${file}: ${topic.slug} cites unknown source "${key}"`);
        return source;
      }),
    })),
  );
  const slugs = new Set(topics.map((topic) => topic.slug));
  if (slugs.size !== topics.length) throw new Error('the library repeats a slug');
  return topics;
}

/** Tend's built-in guidance library: seeded into the coach's database at start-up. */
export const GuidanceLibrary: GuidanceTopic[] = loadLibrary();
