import { lookup } from 'node:dns';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAddressGuard, type AddressGuard } from './address-guard';
import { runCrawl } from './crawl-runner';
import type { CrawledPage, CrawlSink } from './crawl-settings';
import { GuardedHttpClient } from './guarded-http-client';

/**
 * Redirects into private ranges, against the real crawler over real HTTP. Tests may only talk to
 * this machine, so 127.0.0.1 stands in for the public internet: the guard is the production one
 * (private networks refused) except that the literal 127.0.0.1 passes. Every other inside address
 * a redirect names, however it is spelled (IPv6 forms carrying an IPv4 address and a host name
 * resolving to one included), is refused before a connection is made: by the crawl's same-site
 * rule first, and by the address guard on every hop as well.
 */
describe('the crawler follows no redirect into a private range', () => {
  let site: http.Server;
  let victim: http.Server;
  let siteUrl: string;
  let victimPort: number;
  const victimHits: string[] = [];

  const targets = () => [
    `http://127.0.0.2:${victimPort}/loopback`,
    `http://[::ffff:127.0.0.2]:${victimPort}/ipv6-mapped`,
    `http://2130706434:${victimPort}/decimal`,
    `http://0x7f000002:${victimPort}/hex`,
    `http://127.2:${victimPort}/short`,
    `http://localhost:${victimPort}/dns-to-loopback`,
    `http://[::1]:${victimPort}/ipv6-loopback`,
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/private',
    'http://[fd00:ec2::254]/metadata-v6',
    `http://[::127.0.0.2]:${victimPort}/ipv4-compatible`,
    'http://[::169.254.169.254]/metadata-ipv4-compatible',
    `http://[::ffff:0:127.0.0.2]:${victimPort}/ipv4-translated`,
    `http://[64:ff9b::127.0.0.2]:${victimPort}/nat64`,
    'http://[64:ff9b:1::a00:1]/nat64-local-use',
    `http://[2002:7f00:2::1]:${victimPort}/6to4`,
    `http://[2001:0:5db8:d822::80ff:fffd]:${victimPort}/teredo`,
    `http://compatible.test:${victimPort}/dns-to-ipv4-compatible`,
  ];

  const listen = (server: http.Server, host: string) =>
    new Promise<number>((resolve) =>
      server.listen(0, host, () => resolve((server.address() as AddressInfo).port)),
    );

  beforeAll(async () => {
    victim = http.createServer((req, res) => {
      victimHits.push(req.url ?? '');
      res.end('secret');
    });
    victimPort = await listen(victim, '127.0.0.2');
    site = http.createServer((req, res) => {
      const path = req.url ?? '/';
      if (path === '/robots.txt') return res.end('User-agent: *\nAllow: /\n');
      const hop = /^\/go\/(\d+)$/.exec(path);
      if (hop) {
        res.writeHead(302, { location: targets()[Number(hop[1])] });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end(
        `<html><head><title>Links</title></head><body><main><h1>Links</h1><p>Onward.</p>${targets()
          .map((_, i) => `<a href="/go/${i}">hop ${i}</a>`)
          .join(' ')}</main></body></html>`,
      );
    });
    siteUrl = `http://127.0.0.1:${await listen(site, '127.0.0.1')}/`;
  });

  afterAll(async () => {
    for (const server of [site, victim]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  // The production guard, with one name that resolves to an IPv4-compatible loopback address.
  const production = createAddressGuard(false, (hostname, callback) =>
    hostname === 'compatible.test'
      ? callback(null, [{ address: '::7f00:2', family: 6 }])
      : lookup(hostname, { all: true, verbatim: true }, callback),
  );
  const guard: AddressGuard = {
    checkHost: (hostname) =>
      hostname === '127.0.0.1' ? undefined : production.checkHost(hostname),
    lookup: production.lookup,
  };

  it('a crawl follows none of them (they leave the site), and stores only the page itself', async () => {
    const stored: CrawledPage[] = [];
    const sink: CrawlSink = {
      page: async (page) => {
        stored.push(page);
        return 'published';
      },
      gone: async () => false,
    };
    const outcome = await runCrawl(
      {
        baseUrl: siteUrl,
        crawlDepth: 2,
        allowedPatterns: [],
        blockedPatterns: [],
        maxPages: 50,
        concurrency: 2,
        maxRequestsPerMinute: 60_000,
        timeoutSeconds: 3,
        maxRetries: 2,
        userAgent: 'TendBot/1.0 (+https://tend.care/bot)',
        allowPrivateNetworks: false,
      },
      sink,
      { signal: new AbortController().signal, guard },
    );
    expect(outcome.status).toBe('completed');
    expect(stored.map((page) => page.title)).toEqual(['Links']);
    expect(outcome.tally.skipped.offSite).toBe(targets().length);
    expect(victimHits).toEqual([]);
  });

  it('and the HTTP client checks the address of every hop, even one the site rules would allow', async () => {
    const client = new GuardedHttpClient({ guard, userAgent: 'TendBot/1.0', timeoutMs: 3000 });
    try {
      for (const [i, target] of targets().entries()) {
        const hop = client.sendRequest({ url: `${siteUrl}go/${i}`, method: 'GET' });
        await expect(hop).rejects.toThrow(
          /Refused .*(loopback|private|link-local|cloud-metadata|reserved) address/,
        );
        expect([target, victimHits]).toEqual([target, []]);
      }
    } finally {
      client.close();
    }
  });
});
