import { z } from 'zod';
import { defineEvent } from '../messaging/define';
import { IsoTimestamp } from '../common/primitives';

/** The most text a published document carries; longer pages are cut at a word boundary. */
export const DOCUMENT_TEXT_MAX_CHARS = 32_000;

/** Where a content source's pages belong in the resources library (free text chosen by the admin). */
const Category = z.string().min(1).max(100);

/**
 * A discovered page is new or its readable content changed. Carries what a knowledge index needs;
 * raised once per distinct content hash, never again while the page is unchanged.
 */
export const DocumentPublished = defineEvent(
  'discovery.document.published',
  z.object({
    documentId: z.uuid(),
    sourceId: z.uuid(),
    url: z.url(),
    canonicalUrl: z.url(),
    title: z.string().max(500),
    headings: z.array(z.string().max(300)).max(50),
    category: Category,
    text: z.string().max(DOCUMENT_TEXT_MAX_CHARS),
    language: z.string().max(35),
    contentHash: z.string().regex(/^[0-9a-f]{64}$/),
    publishedAt: IsoTimestamp,
  }),
);

/**
 * A document is no longer to be shown or used: its page is gone (404/410), or its source was
 * stopped or rejected. Consumers drop everything they hold for the documentId.
 */
export const DocumentRemoved = defineEvent(
  'discovery.document.removed',
  z.object({
    documentId: z.uuid(),
    sourceId: z.uuid(),
    url: z.url(),
    reason: z.enum(['page-gone', 'source-stopped', 'source-rejected']),
    removedAt: IsoTimestamp,
  }),
);

export const CrawlFinishedStatus = z.enum(['completed', 'failed', 'cancelled']);

/** A crawl job ended; notifications tells super administrators. */
export const CrawlFinished = defineEvent(
  'discovery.crawl.finished',
  z.object({
    jobId: z.uuid(),
    sourceId: z.uuid(),
    sourceName: z.string(),
    status: CrawlFinishedStatus,
    counts: z.object({
      urlsDiscovered: z.number().int().nonnegative(),
      urlsProcessed: z.number().int().nonnegative(),
      urlsSucceeded: z.number().int().nonnegative(),
      documentsPublished: z.number().int().nonnegative(),
      documentsRemoved: z.number().int().nonnegative(),
    }),
    error: z.string().max(1000).nullable(),
    finishedAt: IsoTimestamp,
  }),
);
