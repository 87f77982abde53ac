import robotsParser from 'robots-parser';
import type { BaseHttpClient } from '@crawlee/cheerio';
import { RobotsTxtFile } from '@crawlee/utils';
import { AddressRefusedError } from './address-guard';

export interface RobotsPolicy {
  url: string;
  found: boolean;
  status: number | null;
  /** The file as Crawlee reads it: the crawler asks it about every link and every request. */
  file: RobotsTxtFile;
  isAllowed(url: string): boolean;
  crawlDelaySeconds: number | null;
  sitemaps: string[];
  /** The rules of the group that applies to us, for the preflight report. */
  allow: string[];
  disallow: string[];
  problem?: string;
}

/** The robots.txt product token of a user agent ('TendBot/1.0 (+…)' → 'TendBot'). */
export function robotsToken(userAgent: string): string {
  return userAgent.split(/[/\s]/)[0] ?? userAgent;
}

/** The allow and disallow lines of the group naming `token`, else of the `*` group. */
export function rulesFor(
  robotsTxt: string,
  token: string,
): { allow: string[]; disallow: string[] } {
  const groups: { agents: string[]; allow: string[]; disallow: string[] }[] = [];
  let current: (typeof groups)[number] | undefined;
  let lastWasAgent = false;
  for (const raw of robotsTxt.split(/\r?\n/)) {
    const line = raw.replace(/#.*$/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const field = (match[1] ?? '').toLowerCase();
    const value = (match[2] ?? '').trim();
    if (field === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], allow: [], disallow: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase().split('/')[0] ?? '');
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current) continue;
    if (field === 'allow' && value) current.allow.push(value);
    if (field === 'disallow' && value) current.disallow.push(value);
  }
  const ours = groups.filter((g) => g.agents.includes(token.toLowerCase()));
  const chosen = ours.length > 0 ? ours : groups.filter((g) => g.agents.includes('*'));
  return {
    allow: chosen.flatMap((g) => g.allow),
    disallow: chosen.flatMap((g) => g.disallow),
  };
}

export function parseRobots(
  url: string,
  status: number | null,
  body: string,
  userAgent: string,
): RobotsPolicy {
  const token = robotsToken(userAgent);
  const file = RobotsTxtFile.from(url, body);
  // Crawlee does not read Crawl-delay (apify/crawlee#2436); robots-parser, which it uses, does.
  const delay = robotsParser(url, body).getCrawlDelay(token);
  return {
    url,
    found: true,
    status,
    file,
    isAllowed: (target) => file.isAllowed(target, token),
    crawlDelaySeconds: typeof delay === 'number' && Number.isFinite(delay) ? delay : null,
    sitemaps: file.getSitemaps({ enqueueStrategy: 'all' }),
    ...rulesFor(body, token),
  };
}

function everything(
  url: string,
  status: number | null,
  allowed: boolean,
  problem?: string,
): RobotsPolicy {
  return {
    url,
    found: false,
    status,
    file: RobotsTxtFile.from(url, allowed ? '' : 'User-agent: *\nDisallow: /\n'),
    isAllowed: () => allowed,
    crawlDelaySeconds: null,
    sitemaps: [],
    allow: [],
    disallow: allowed ? [] : ['/'],
    problem,
  };
}

/**
 * Fetches and reads an origin's robots.txt. A missing file (4xx) allows everything; a server
 * error or an unreachable host disallows everything (RFC 9309 §2.3.1.4). A refused address throws.
 */
export async function fetchRobots(
  client: BaseHttpClient,
  origin: string,
  userAgent: string,
): Promise<RobotsPolicy> {
  const url = `${origin}/robots.txt`;
  try {
    const response = await client.sendRequest({ url, responseType: 'text' });
    const status = response.statusCode;
    if (status >= 200 && status < 300)
      return parseRobots(url, status, String(response.body), userAgent);
    if (status >= 400 && status < 500) return everything(url, status, true);
    return everything(
      url,
      status,
      false,
      `robots.txt answered ${status}: nothing is crawled until it is reachable`,
    );
  } catch (error) {
    if (error instanceof AddressRefusedError) throw error;
    return everything(
      url,
      null,
      false,
      `robots.txt could not be fetched (${(error as Error).message}): nothing is crawled`,
    );
  }
}
