import { judgeUrl, type SkipReason, type UrlPattern } from '@tend/contracts';

const trackingParams = /^(utm_[a-z]+|fbclid|gclid|mc_cid|mc_eid|_ga)$/i;

/** One spelling per page: no fragment, no tracking parameters, sorted query, default port dropped. */
export function normalizeUrl(input: string | URL, base?: string | URL): URL | undefined {
  let url: URL;
  try {
    url = new URL(String(input), base === undefined ? undefined : String(base));
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  url.hash = '';
  url.username = '';
  url.password = '';
  const params = [...url.searchParams.entries()].filter(([key]) => !trackingParams.test(key));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams(params).toString();
  return url;
}

function siteOf(url: URL): string {
  return `${url.hostname.toLowerCase().replace(/^www\./, '')}:${url.port}`;
}

/** Same site: the same host (with or without `www.`) and port; http and https both count. */
export function isSameSite(base: URL, candidate: URL): boolean {
  return siteOf(base) === siteOf(candidate);
}

export interface ScopeRules {
  base: URL;
  maxDepth: number;
  allowed: readonly UrlPattern[];
  blocked: readonly UrlPattern[];
}

/** Whether a URL is within the source: on its site and allowed by its patterns, or why not. */
export function siteVerdict(rules: ScopeRules, url: URL): 'offSite' | 'pattern' | 'follow' {
  if (!isSameSite(rules.base, url)) return 'offSite';
  if (judgeUrl(url, rules.allowed, rules.blocked) !== 'allowed') return 'pattern';
  return 'follow';
}

/**
 * Whether a link found on a page at `fromDepth` is followed, or why not (the preflight's
 * estimate; a crawl leaves the depth to Crawlee's maxCrawlDepth). Checked in this order:
 * off-site, depth, pattern; robots.txt is asked last, by the caller, for what is left.
 */
export function scopeLink(rules: ScopeRules, url: URL, fromDepth: number): SkipReason | 'follow' {
  if (!isSameSite(rules.base, url)) return 'offSite';
  if (fromDepth + 1 > rules.maxDepth) return 'depth';
  return siteVerdict(rules, url);
}
