import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  at: number;
  userAgent: string;
}

export interface FixtureSiteOptions {
  /** robots.txt Crawl-delay in seconds; none when undefined. */
  crawlDelay?: number;
  /** How long /slow takes to answer. */
  slowMs?: number;
  /** Pages under /library/ (linked from /library/), for long crawls. */
  libraryPages?: number;
  /** The port on 127.0.0.1; any free one when undefined. */
  port?: number;
  /**
   * How long an idle connection stays open (default 1 s, so tests end quickly). Node's client
   * reuses a connection only when the server promises more than a second.
   */
  keepAliveTimeoutMs?: number;
}

const layout = (title: string, main: string, head = '') => `<!doctype html>
<html lang="en"><head><title>${title}</title>${head}</head><body>
<header class="site-header"><a href="/">Caregiver Hub</a>
<nav><a href="/">Home</a> <a href="/guides/">Guides</a> <a href="/about">About</a></nav></header>
<main>${main}</main>
<footer>© Caregiver Hub · <a href="/about">About us</a></footer>
</body></html>`;

const guide = (title: string, words: string, links = '') =>
  layout(title, `<h1>${title}</h1><p>${words}</p>${links}`);

/** The pages of the fixture caregiving site (paths → HTML), before any test changes them. */
export function fixturePages(libraryPages = 0): Map<string, string> {
  const pages = new Map<string, string>([
    [
      '/',
      layout(
        'Caregiver Hub',
        `<h1>Caregiver Hub</h1><p>Practical help for family caregivers.</p>
        <a href="/guides/">Guides</a> <a href="/about">About</a>
        <a href="/private/secret">Staff only</a> <a href="/members/area">Members</a>
        <a href="https://elsewhere.example/partner">Partner site</a>
        <a href="/broken">Old page</a> <a href="/slow">Slow page</a>
        <a href="/guides/bathing?utm_source=home#top">Bathing</a>
        <a href="/news/">News</a> <a href="/library/">Library</a> <a href="mailto:hi@example.org">Mail</a>`,
      ),
    ],
    [
      '/guides/',
      guide(
        'Guides',
        'All our caregiving guides in one place.',
        `<ul><li><a href="/guides/bathing">Safe bathing</a></li><li><a href="/guides/falls">Fall prevention</a></li>
        <li><a href="/guides/falls-copy">Fall prevention (print)</a></li><li><a href="/guides/sleep?print=1">Sleep</a></li></ul>`,
      ),
    ],
    [
      '/guides/bathing',
      guide(
        'Safe bathing',
        'Use a shower chair and grab bars; test the water temperature before bathing.',
        '<a href="/guides/deep/level3">More detail</a>',
      ),
    ],
    [
      '/guides/falls',
      guide('Fall prevention', 'Remove loose rugs, add night lights and keep paths clear.'),
    ],
    [
      '/guides/falls-copy',
      guide('Fall prevention', 'Remove loose rugs, add night lights and keep paths clear.'),
    ],
    [
      '/guides/sleep?print=1',
      layout(
        'Sleep and sundowning',
        '<h1>Sleep and sundowning</h1><p>Keep a calm evening routine and limit naps.</p>',
        '<link rel="canonical" href="/guides/sleep">',
      ),
    ],
    [
      '/guides/deep/level3',
      guide(
        'Level three',
        'Deeper than the crawl goes.',
        '<a href="/guides/deep/level4">Deeper</a>',
      ),
    ],
    ['/guides/deep/level4', guide('Level four', 'Even deeper.')],
    ['/about', guide('About us', 'A small nonprofit supporting caregivers since 2001.')],
    ['/news/', guide('News', 'Latest announcements.', '<a href="/news/a">Item</a>')],
    ['/news/a', guide('News item', 'Something happened.')],
    ['/private/secret', guide('Secret', 'Never to be fetched.')],
    ['/members/area', guide('Members', 'Never to be fetched.')],
    ['/slow', guide('Slow page', 'This page takes its time: respite care planning.')],
  ]);
  const items = Array.from(
    { length: libraryPages },
    (_, i) => `<li><a href="/library/${i + 1}">Item ${i + 1}</a></li>`,
  );
  pages.set('/library/', guide('Library', 'Every article.', `<ul>${items.join('')}</ul>`));
  for (let i = 1; i <= libraryPages; i += 1)
    pages.set(
      `/library/${i}`,
      guide(`Library article ${i}`, `Article number ${i} about caregiving topic ${i * 7}.`),
    );
  return pages;
}

/** A caregiving website on 127.0.0.1 that records every request it receives. */
export class FixtureSite {
  readonly requests: RecordedRequest[] = [];
  readonly pages: Map<string, string>;
  private server!: http.Server;
  url = '';

  constructor(private readonly options: FixtureSiteOptions = {}) {
    this.pages = fixturePages(options.libraryPages ?? 0);
  }

  static async start(options: FixtureSiteOptions = {}): Promise<FixtureSite> {
    const site = new FixtureSite(options);
    site.server = http.createServer((req, res) => site.answer(req, res));
    site.server.keepAliveTimeout = options.keepAliveTimeoutMs ?? 1000;
    await new Promise<void>((resolve) =>
      site.server.listen(options.port ?? 0, '127.0.0.1', resolve),
    );
    site.url = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
    return site;
  }

  paths(): string[] {
    return this.requests.map((r) => r.path);
  }

  reset(): void {
    this.requests.length = 0;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private robots(): string {
    const delay =
      this.options.crawlDelay === undefined ? '' : `Crawl-delay: ${this.options.crawlDelay}\n`;
    return `User-agent: *\nDisallow: /private/\nDisallow: /members/\n${delay}\nSitemap: ${this.url}/sitemap.xml\n`;
  }

  private sitemap(): string {
    const urls = ['/', '/guides/', '/guides/bathing', '/guides/falls', '/about', '/private/secret'];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls
      .map((u) => `<url><loc>${this.url}${u}</loc></url>`)
      .join('')}</urlset>`;
  }

  private answer(req: http.IncomingMessage, res: http.ServerResponse): void {
    const path = req.url ?? '/';
    this.requests.push({
      path,
      at: Date.now(),
      userAgent: String(req.headers['user-agent'] ?? ''),
    });
    const send = (status: number, type: string, body: string) => {
      res.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
      res.end(body);
    };
    if (path === '/robots.txt') return send(200, 'text/plain', this.robots());
    if (path === '/sitemap.xml') return send(200, 'application/xml', this.sitemap());
    const page = this.pages.get(path);
    if (!page) return send(404, 'text/html', '<h1>Not found</h1>');
    if (path === '/slow') {
      const timer = setTimeout(() => send(200, 'text/html', page), this.options.slowMs ?? 300);
      res.on('close', () => clearTimeout(timer));
      return;
    }
    return send(200, 'text/html', page);
  }
}
