import { setMaxListeners } from 'node:events';
import type { CheerioCrawlingContext } from '@crawlee/cheerio';
import { compilePattern } from '@tend/contracts';
import { AddressRefusedError, createAddressGuard, type AddressGuard } from './address-guard';
import { CrawlFrontier } from './crawl-frontier';
import { isSameSite, normalizeUrl, type ScopeRules } from './crawl-scope';
import {
  baseCrawlerOptions,
  inMemoryConfiguration,
  newTally,
  recordError,
  type CrawlSettings,
  type CrawlSink,
  type CrawlTally,
} from './crawl-settings';
import { extractPage, robotsMeta } from './extract';
import { GuardedHttpClient, RedirectRefusedError } from './guarded-http-client';
import { HostLimiter, hostIntervalMs } from './host-limiter';
import { fetchRobots, robotsToken, type RobotsPolicy } from './robots';
import { TendCheerioCrawler } from './tend-crawler';

export interface CrawlOutcome {
  status: 'completed' | 'failed' | 'cancelled';
  error: string | null;
  tally: CrawlTally;
}

interface RunOptions {
  signal: AbortSignal;
  /** Filled in as the crawl goes, so the caller can report live progress. */
  tally?: CrawlTally;
  /** The SSRF guard; by default the one `settings.allowPrivateNetworks` asks for. */
  guard?: AddressGuard;
}

const goneStatuses = new Set([404, 410]);
// Enough pages waiting to be stored for the worker to commit them in groups.
const maxWritesInFlight = 32;

/**
 * One crawl of one site with CheerioCrawler: robots.txt obeyed (Crawlee's respectRobotsTxtFile,
 * on files read through our client; crawl-delay by our limiter), same site only, depth
 * (maxCrawlDepth) and patterns applied to every link, a per-host rate limit, the address guard
 * on every connection, and each page read and handed to the sink. Stops when `signal` aborts.
 */
export async function runCrawl(
  settings: CrawlSettings,
  sink: CrawlSink,
  options: RunOptions,
): Promise<CrawlOutcome> {
  const tally = options.tally ?? newTally();
  const { signal } = options;
  setMaxListeners(0, signal); // one listener per request in flight
  const base = normalizeUrl(settings.baseUrl);
  if (!base) return { status: 'failed', error: 'The base URL is not a web address', tally };
  const client = new GuardedHttpClient({
    guard: options.guard ?? createAddressGuard(settings.allowPrivateNetworks),
    userAgent: settings.userAgent,
    timeoutMs: settings.timeoutSeconds * 1000,
    signal,
    beforeRedirect: (url) => checkRedirect(url),
  });
  const robotsByOrigin = new Map<string, Promise<RobotsPolicy>>();
  const robotsFor = (url: URL) => {
    let policy = robotsByOrigin.get(url.origin);
    if (!policy) {
      policy = fetchRobots(client, url.origin, settings.userAgent);
      robotsByOrigin.set(url.origin, policy);
    }
    return policy;
  };
  const rules: ScopeRules = {
    base,
    maxDepth: settings.crawlDepth,
    allowed: settings.allowedPatterns.map(compilePattern),
    blocked: settings.blockedPatterns.map(compilePattern),
  };
  async function checkRedirect(url: URL): Promise<void> {
    if (!isSameSite(base!, url)) throw new RedirectRefusedError('offSite', url);
    if (!(await robotsFor(url)).isAllowed(url.href)) throw new RedirectRefusedError('robots', url);
  }

  let robots: RobotsPolicy;
  try {
    robots = await robotsFor(base);
  } catch (error) {
    client.close();
    return { status: 'failed', error: (error as Error).message, tally };
  }
  if (robots.problem) return finish('failed', robots.problem);
  if (!robots.isAllowed(base.href))
    return finish('failed', `robots.txt does not allow ${base.href} for our user agent`);

  const limiter = new HostLimiter(
    hostIntervalMs(settings.maxRequestsPerMinute, robots.crawlDelaySeconds),
  );
  const frontier = new CrawlFrontier(rules, tally);
  const canonicals = new Set<string>();
  const hashes = new Set<string>();
  const writes = new Set<Promise<void>>();

  async function handle({
    request,
    response,
    $,
    enqueueLinks,
  }: CheerioCrawlingContext): Promise<void> {
    if (signal.aborted) return;
    const status = response.statusCode ?? 0;
    const loaded = new URL(request.loadedUrl ?? request.url);
    if (status >= 400) {
      if (goneStatuses.has(status) && (await sink.gone(request.url))) tally.documentsRemoved += 1;
      recordError(tally, request.url, `${status} ${response.statusMessage ?? ''}`.trim());
      tally.urlsProcessed += 1;
      return;
    }
    if (!robotsMeta($).nofollow) {
      // Crawlee reads every <a> (before extraction removes the navigation); every scope
      // decision is the frontier's and Crawlee's, not a strategy's.
      const { processedRequests } = await enqueueLinks({
        strategy: 'all',
        transformRequestFunction: frontier.admit,
      });
      frontier.added(processedRequests);
    }
    const page = extractPage($, loaded);
    tally.urlsProcessed += 1;
    tally.urlsSucceeded += 1;
    if (page.noindex || signal.aborted) return;
    if (canonicals.has(page.canonicalUrl) || hashes.has(page.contentHash)) {
      tally.skipped.duplicate += 1;
      return;
    }
    canonicals.add(page.canonicalUrl);
    hashes.add(page.contentHash);
    // Stored while the crawler fetches on: a few writes in flight, all awaited before the end.
    const write = sink.page({ ...page, url: loaded.href, depth: request.crawlDepth }).then(
      (outcome) => {
        if (outcome === 'published') tally.documentsPublished += 1;
        if (outcome === 'duplicate') tally.skipped.duplicate += 1;
      },
      (error: Error) => recordError(tally, loaded.href, `not stored: ${error.message}`),
    );
    writes.add(write);
    void write.finally(() => writes.delete(write));
    if (writes.size >= maxWritesInFlight) await Promise.race(writes);
  }

  const crawler = new TendCheerioCrawler(
    { client, robotsFile: async (url) => (await robotsFor(new URL(url))).file },
    {
      ...baseCrawlerOptions(settings),
      respectRobotsTxtFile: { userAgent: robotsToken(settings.userAgent) },
      onSkippedRequest: frontier.skipped,
      preNavigationHooks: [
        async ({ request }) => {
          if (signal.aborted) {
            request.noRetry = true;
            throw new Error('crawl stopped');
          }
          await limiter.wait(new URL(request.url).host, signal);
        },
      ],
      requestHandler: handle,
      errorHandler: ({ request }, error) => {
        if (
          error instanceof AddressRefusedError ||
          error instanceof RedirectRefusedError ||
          signal.aborted
        )
          request.noRetry = true;
      },
      failedRequestHandler: ({ request }, error) => {
        if (signal.aborted) return;
        if (error instanceof RedirectRefusedError) tally.skipped[error.reason] += 1;
        else recordError(tally, request.url, error.message);
        tally.urlsProcessed += 1;
      },
    },
    inMemoryConfiguration(),
  );
  const onAbort = () => void crawler.autoscaledPool?.abort();
  signal.addEventListener('abort', onAbort);
  try {
    await crawler.run([{ url: base.href, uniqueKey: base.href }]);
  } catch (error) {
    return finish('failed', (error as Error).message);
  } finally {
    signal.removeEventListener('abort', onAbort);
    await Promise.all(writes);
  }
  if (tally.urlsSucceeded === 0 && !signal.aborted)
    return finish(
      'failed',
      tally.errors[0]
        ? `No page could be read: ${tally.errors[0].message}`
        : 'No page could be read',
    );
  return finish('completed', null);

  function finish(status: CrawlOutcome['status'], error: string | null): CrawlOutcome {
    client.close();
    if (signal.aborted)
      return { status: 'cancelled', error: String(signal.reason ?? 'cancelled'), tally };
    return { status, error, tally };
  }
}
