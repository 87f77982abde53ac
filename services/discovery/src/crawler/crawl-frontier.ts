import type { RequestOptions, SkippedRequestReason } from '@crawlee/cheerio';
import type { CrawlTally } from './crawl-settings';
import { normalizeUrl, siteVerdict, type ScopeRules } from './crawl-scope';

/**
 * What a crawl has met and what became of each URL, counted once whichever page names it first.
 * Crawlee decides robots.txt (respectRobotsTxtFile), depth (maxCrawlDepth) and the page limit
 * (maxRequestsPerCrawl) and reports them to `skipped`; `admit`, enqueueLinks'
 * transformRequestFunction, decides the site and the patterns after them. A link disallowed by
 * robots.txt counts as such even when it is also too deep (Crawlee asks robots.txt first). The
 * site rule is ours: `www.` and either scheme count as the same site, which no Crawlee strategy
 * says.
 */
export class CrawlFrontier {
  /** 'queued': taken into the crawl; 'done': skipped (and counted) or not taken. */
  private readonly fate = new Map<string, 'queued' | 'done'>();

  constructor(
    private readonly rules: ScopeRules,
    private readonly tally: CrawlTally,
  ) {
    this.fate.set(rules.base.href, 'queued');
    tally.urlsDiscovered = 1;
  }

  /** One spelling per page; a URL met before, off the site or outside the patterns is dropped. */
  readonly admit = (request: RequestOptions): RequestOptions | false => {
    const url = normalizeUrl(request.url);
    if (!url || this.fate.has(url.href)) return false;
    const verdict = siteVerdict(this.rules, url);
    if (verdict !== 'follow') {
      this.fate.set(url.href, 'done');
      this.tally.skipped[verdict] += 1;
      return false;
    }
    this.fate.set(url.href, 'queued');
    return { ...request, url: url.href, uniqueKey: url.href };
  };

  /** How many of the requests enqueueLinks added are new to the crawl. */
  added(requests: readonly { wasAlreadyPresent: boolean }[]): void {
    this.tally.urlsDiscovered += requests.filter((r) => !r.wasAlreadyPresent).length;
  }

  /** Crawlee's onSkippedRequest: a link or a request it did not take, and why. */
  readonly skipped = ({ url, reason }: { url: string; reason: SkippedRequestReason }): void => {
    const href = normalizeUrl(url)?.href;
    if (!href) return;
    const fate = this.fate.get(href);
    if (reason === 'limit' || reason === 'enqueueLimit') {
      this.tally.truncated = true;
      this.fate.set(href, 'done');
    } else if (reason === 'robotsTxt' && fate !== 'done') {
      // A queued URL refused when its own origin's robots.txt was asked: it ends here.
      if (fate === 'queued') this.tally.urlsProcessed += 1;
      this.fate.set(href, 'done');
      this.tally.skipped.robots += 1;
    } else if (reason === 'depth' && fate === undefined) {
      // Too deep and off the site (or outside the patterns) is counted as the latter, as before.
      const verdict = siteVerdict(this.rules, new URL(href));
      this.fate.set(href, 'done');
      this.tally.skipped[verdict === 'follow' ? 'depth' : verdict] += 1;
    }
    // 'filters' are admit's own verdicts, counted there.
  };
}
