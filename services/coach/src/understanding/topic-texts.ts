import { createHash } from 'node:crypto';
import type { GuidanceTopic, Language } from '../guidance/guidance-topic';
import type { LearnedExample } from './learned-examples';

/** One text of a topic that retrieval compares messages with: a title or an example message. */
export interface TopicText {
  slug: string;
  /** Stable within the topic: titles first, then English examples, then Spanish ones. */
  position: number;
  language: Language;
  isTitle: boolean;
  text: string;
  hash: string;
}

export const textHash = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The texts of a topic that get a vector, in their stored order: its titles, its written
 * examples, then the caregivers' messages learned for it.
 */
export function topicTexts(
  topic: GuidanceTopic,
  learned: readonly LearnedExample[] = [],
): TopicText[] {
  const items: Omit<TopicText, 'position' | 'hash' | 'slug'>[] = [
    { language: 'en', isTitle: true, text: topic.title },
    { language: 'es', isTitle: true, text: topic.es.title },
    ...topic.examples.map((text) => ({ language: 'en' as const, isTitle: false, text })),
    ...topic.es.examples.map((text) => ({ language: 'es' as const, isTitle: false, text })),
    ...learned.map(({ language, text }) => ({ language, isTitle: false, text })),
  ];
  return items.map((item, position) => ({
    ...item,
    slug: topic.slug,
    position,
    hash: textHash(item.text),
  }));
}

/** Every text retrieval compares messages with: each topic's own and those learned for it. */
export const libraryTexts = (
  library: readonly GuidanceTopic[],
  learned: ReadonlyMap<string, readonly LearnedExample[]>,
): TopicText[] => library.flatMap((topic) => topicTexts(topic, learned.get(topic.slug)));
