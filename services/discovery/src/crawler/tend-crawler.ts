import {
  CheerioCrawler,
  type CheerioCrawlerOptions,
  type Configuration,
  type PlainResponse,
  type Request,
} from '@crawlee/cheerio';
import { RobotsTxtFile } from '@crawlee/utils';
import type { GuardedHttpClient } from './guarded-http-client';

type RequestFunctionOptions = { request: Request };

const disallowAll = 'User-agent: *\nDisallow: /\n';

export interface TendCrawlerParts {
  /** Every connection, robots.txt included, goes through it (and its address guard). */
  client: GuardedHttpClient;
  /** The robots.txt that applies to a URL, read through `client` (fails closed when unreadable). */
  robotsFile(url: string): Promise<RobotsTxtFile>;
}

/**
 * CheerioCrawler with two of its protected steps handed to our client:
 * - navigation: the stock step imports got-scraping lazily only to recognise its TimeoutError,
 *   which our client never throws (and which a VM without dynamic imports, such as Jest's,
 *   cannot load);
 * - robots.txt (with `respectRobotsTxtFile` on): the stock step fetches it with got-scraping,
 *   past the address guard, and treats an unreachable file as allowing everything.
 */
export class TendCheerioCrawler extends CheerioCrawler {
  constructor(
    private readonly parts: TendCrawlerParts,
    options: CheerioCrawlerOptions,
    config?: Configuration,
  ) {
    super({ ...options, httpClient: parts.client }, config);
  }

  // No sessions, cookies or proxies (baseCrawlerOptions): the request's own headers are all.
  protected override async _requestFunction({
    request,
  }: RequestFunctionOptions): Promise<PlainResponse> {
    return this.parts.client.navigate({ url: request.url, headers: request.headers });
  }

  protected override getRobotsTxtFileForUrl(url: string): Promise<RobotsTxtFile> {
    // A robots.txt that cannot be read at all (its address refused) allows nothing.
    return this.parts
      .robotsFile(url)
      .catch(() => RobotsTxtFile.from(new URL('/robots.txt', url).href, disallowAll));
  }
}
