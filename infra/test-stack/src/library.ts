import { createHash, randomUUID } from 'node:crypto';
import type { DocumentPublished, EventPayload } from '@tend/contracts';

const text =
  'Sundowning is restlessness and confusion in the late afternoon and evening. Keep lights bright before dusk, reduce noise, keep a steady routine and limit caffeine after lunch.';

/** A page in the coach's library, as discovery publishes it after a crawl. */
export const sundowningGuide: EventPayload<typeof DocumentPublished> = {
  documentId: randomUUID(),
  sourceId: randomUUID(),
  url: 'https://caregiving.example.org/sundowning',
  canonicalUrl: 'https://caregiving.example.org/sundowning',
  title: 'Sundowning: late-day confusion in dementia',
  headings: ['Why sundowning happens', 'Tips for evenings'],
  category: 'Dementia care',
  text,
  language: 'en',
  contentHash: createHash('sha256').update(text).digest('hex'),
  publishedAt: new Date().toISOString(),
};
