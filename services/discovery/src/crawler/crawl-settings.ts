import { Configuration, log, LogLevel, type CheerioCrawlerOptions } from '@crawlee/cheerio';
import { noSkips, type SkipCounts } from '@tend/contracts';
import type { ExtractedPage } from './extract';

// Crawlee speaks only when something is wrong; our own logs tell the story of a job.
log.setLevel(LogLevel.OFF);

export interface CrawlSettings {
  baseUrl: string;
  crawlDepth: number;
  allowedPatterns: string[];
  blockedPatterns: string[];
  maxPages: number;
  concurrency: number;
  maxRequestsPerMinute: number;
  timeoutSeconds: number;
  maxRetries: number;
  userAgent: string;
  allowPrivateNetworks: boolean;
}

export interface CrawledPage extends ExtractedPage {
  url: string;
  depth: number;
}

export type PageOutcome = 'published' | 'unchanged' | 'duplicate';

/** Where a crawl puts what it reads (the worker: the documents table and the outbox). */
export interface CrawlSink {
  page(page: CrawledPage): Promise<PageOutcome>;
  /** The page answered 404/410: its document (if any) is removed; true when there was one. */
  gone(url: string): Promise<boolean>;
}

export interface CrawlTally {
  urlsDiscovered: number;
  urlsProcessed: number;
  urlsSucceeded: number;
  documentsPublished: number;
  documentsRemoved: number;
  skipped: SkipCounts;
  errors: { url: string; message: string }[];
  /** The page limit stopped the crawl from taking more URLs. */
  truncated: boolean;
}

export const MAX_RECORDED_ERRORS = 50;

export function newTally(): CrawlTally {
  return {
    urlsDiscovered: 0,
    urlsProcessed: 0,
    urlsSucceeded: 0,
    documentsPublished: 0,
    documentsRemoved: 0,
    skipped: noSkips(),
    errors: [],
    truncated: false,
  };
}

export function recordError(tally: CrawlTally, url: string, message: string): void {
  if (tally.errors.length < MAX_RECORDED_ERRORS)
    tally.errors.push({ url, message: message.slice(0, 500) });
}

/** Crawlee storage that lives and dies with one crawl: nothing is written to disk. */
export function inMemoryConfiguration(): Configuration {
  return new Configuration({ persistStorage: false, purgeOnStart: true });
}

/**
 * The CheerioCrawler settings every crawl uses (and the benchmark's bare crawler too): the
 * concurrency at once (polite, one site), the page limit and link depth, timeouts and retries,
 * no sessions or cookies carried between pages.
 */
export function baseCrawlerOptions(settings: CrawlSettings): CheerioCrawlerOptions {
  return {
    maxConcurrency: settings.concurrency,
    minConcurrency: settings.concurrency,
    maxRequestsPerCrawl: settings.maxPages,
    maxCrawlDepth: settings.crawlDepth,
    navigationTimeoutSecs: settings.timeoutSeconds,
    requestHandlerTimeoutSecs: settings.timeoutSeconds * 2,
    maxRequestRetries: settings.maxRetries,
    useSessionPool: false,
    persistCookiesPerSession: false,
    retryOnBlocked: false,
    statusMessageLoggingInterval: 3600,
  };
}
