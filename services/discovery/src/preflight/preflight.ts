import { compilePattern, type PreflightReport } from '@tend/contracts';
import { AddressRefusedError, createAddressGuard } from '../crawler/address-guard';
import { normalizeUrl, scopeLink, type ScopeRules } from '../crawler/crawl-scope';
import { GuardedHttpClient } from '../crawler/guarded-http-client';
import { fetchRobots, type RobotsPolicy } from '../crawler/robots';

export interface PreflightInput {
  sourceId: string;
  baseUrl: string;
  crawlDepth: number;
  allowedPatterns: string[];
  blockedPatterns: string[];
  maxPages: number;
  userAgent: string;
  allowPrivateNetworks: boolean;
  timeoutMs: number;
}

const maxChildSitemaps = 5;

/** The `<loc>` entries of a sitemap or sitemap index. */
export function sitemapEntries(xml: string): { index: boolean; locs: string[] } {
  const locs = [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/gi)].map((m) =>
    (m[1] ?? '').replace(/&amp;/g, '&'),
  );
  return { index: /<sitemapindex[\s>]/i.test(xml), locs };
}

/** The href of every `<a>` in a page (enough for an estimate; the crawl itself parses properly). */
export function anchorHrefs(html: string): string[] {
  return [...html.matchAll(/<a\s[^>]*?href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map((m) =>
    (m[1] ?? m[2] ?? m[3] ?? '').replace(/&amp;/g, '&'),
  );
}

/**
 * What a crawl of a source would meet, before anyone approves it: robots.txt for our user agent,
 * its crawl-delay, the sitemap's size, and an estimate of the pages a crawl would fetch.
 */
export async function runPreflight(input: PreflightInput): Promise<PreflightReport> {
  const base = normalizeUrl(input.baseUrl);
  if (!base) throw new Error('The base URL is not a web address');
  const client = new GuardedHttpClient({
    guard: createAddressGuard(input.allowPrivateNetworks),
    userAgent: input.userAgent,
    timeoutMs: input.timeoutMs,
    maxBodyBytes: 5 * 1024 * 1024,
  });
  const problems: string[] = [];
  const get = async (url: string) => {
    const response = await client.sendRequest({ url, responseType: 'text' });
    if (response.statusCode >= 400) throw new Error(`${url} answered ${response.statusCode}`);
    return String(response.body);
  };
  try {
    let robots: RobotsPolicy;
    try {
      robots = await fetchRobots(client, base.origin, input.userAgent);
    } catch (error) {
      if (error instanceof AddressRefusedError) return refused(input, base, error.message);
      throw error;
    }
    if (robots.problem) problems.push(robots.problem);
    const rules: ScopeRules = {
      base,
      maxDepth: input.crawlDepth,
      allowed: input.allowedPatterns.map(compilePattern),
      blocked: input.blockedPatterns.map(compilePattern),
    };
    const inScope = (href: string, fromDepth: number) => {
      const url = normalizeUrl(href, base);
      return Boolean(
        url && scopeLink(rules, url, fromDepth) === 'follow' && robots.isAllowed(url.href),
      );
    };

    const sitemapUrls =
      robots.sitemaps.length > 0 ? robots.sitemaps : [`${base.origin}/sitemap.xml`];
    const urls: string[] = [];
    for (const sitemapUrl of sitemapUrls.slice(0, maxChildSitemaps)) {
      try {
        const entries = sitemapEntries(await get(sitemapUrl));
        if (!entries.index) urls.push(...entries.locs);
        else
          for (const child of entries.locs.slice(0, maxChildSitemaps))
            urls.push(...sitemapEntries(await get(child)).locs);
      } catch (error) {
        if (robots.sitemaps.length > 0)
          problems.push(`Sitemap ${sitemapUrl}: ${(error as Error).message}`);
      }
    }
    const inScopeSitemap = new Set(
      urls.filter((u) => inScope(u, 0)).map((u) => normalizeUrl(u)?.href),
    );

    let baseLinks = 0;
    const baseAllowed = robots.isAllowed(base.href);
    if (baseAllowed) {
      try {
        const links = new Set(
          anchorHrefs(await get(base.href))
            .map((href) => normalizeUrl(href, base)?.href)
            .filter(
              (href): href is string =>
                Boolean(href) && href !== base.href && inScope(href ?? '', 0),
            ),
        );
        baseLinks = links.size;
      } catch (error) {
        problems.push(`The base URL could not be read: ${(error as Error).message}`);
      }
    } else
      problems.push(
        'robots.txt does not allow the base URL for our user agent: nothing would be crawled',
      );

    const fromLinks = baseAllowed ? 1 + baseLinks : 0;
    const estimate = Math.min(input.maxPages, Math.max(fromLinks, inScopeSitemap.size));
    return {
      sourceId: input.sourceId,
      baseUrl: base.href,
      userAgent: input.userAgent,
      robots: {
        url: robots.url,
        found: robots.found,
        status: robots.status,
        baseUrlAllowed: baseAllowed,
        allow: robots.allow,
        disallow: robots.disallow,
        crawlDelaySeconds: robots.crawlDelaySeconds,
        sitemaps: robots.sitemaps,
      },
      sitemap: { urls: sitemapUrls, urlCount: urls.length, inScopeUrlCount: inScopeSitemap.size },
      baseUrlLinks: baseLinks,
      estimatedPages: baseAllowed ? estimate : 0,
      estimateBasis: `the larger of the base page with its ${baseLinks} in-scope links and the sitemap's ${inScopeSitemap.size} in-scope URLs, at most the page limit of ${input.maxPages}; deeper levels (up to depth ${input.crawlDepth}) may add more`,
      problems,
    };
  } finally {
    client.close();
  }
}

function refused(input: PreflightInput, base: URL, message: string): PreflightReport {
  return {
    sourceId: input.sourceId,
    baseUrl: base.href,
    userAgent: input.userAgent,
    robots: {
      url: `${base.origin}/robots.txt`,
      found: false,
      status: null,
      baseUrlAllowed: false,
      allow: [],
      disallow: [],
      crawlDelaySeconds: null,
      sitemaps: [],
    },
    sitemap: { urls: [], urlCount: 0, inScopeUrlCount: 0 },
    baseUrlLinks: 0,
    estimatedPages: 0,
    estimateBasis: 'nothing can be fetched from this address',
    problems: [message],
  };
}
