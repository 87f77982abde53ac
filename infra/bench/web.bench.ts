/**
 * The web client: what each route makes a browser download (JS and CSS, raw and gzipped, from the
 * Vite manifest of the production build) against the whole app in one download, and the
 * Largest Contentful Paint in headless Chromium of the landing page and of /login opened directly, served by the real gateway, against a
 * static HTML page with the same headline served from the same machine, in the same run.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser, requireWebBuild } from '@tend/gateway/test/browser/support/browser';
import { TestNamespace } from '@tend/platform/testing';
import { spawnProcess, stopProcess, waitForHttp } from './support/processes';
import { routeBundles } from '../../web/scripts/route-bundles';
import { recordResults, round } from './support/results';

const loads = Number(process.env.BENCH_LCP_LOADS ?? 7);
const gatewayPort = 18_090;

function measure(dist: string, files: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(dist, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { rawKB: round(raw / 1024, 1), gzipKB: round(gzip / 1024, 1) };
}

function bundleSizes(dist: string) {
  const { entry, perRoute, everything } = routeBundles(dist);
  return {
    entry: measure(dist, entry),
    perRoute: perRoute.map(({ route, files }) => ({
      route,
      files: files.size,
      ...measure(dist, files),
    })),
    wholeApp: measure(dist, everything),
  };
}

/** The page a browser could paint fastest: the landing's headline and lead as static HTML. */
const staticLanding = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Tend</title>
<style>body{font-family:system-ui,sans-serif;margin:0}main{padding:48px 20px;max-width:720px;margin:auto}
h1{font-size:2.4rem;line-height:1.15}p{font-size:1.1rem;line-height:1.5}</style></head>
<body><main><p>For the 63M family caregivers in the US</p>
<h1>Expert Caregiving Support at Your Fingertips</h1>
<p>An AI care coach, practical guidance and a caregiver check-in, whenever you need them.</p>
<a href="/signup">Get Started</a></main></body></html>`;

async function startStaticServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(staticLanding);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The page's own observer: Node's types know no 'largest-contentful-paint' entries. */
interface InChromium {
  PerformanceObserver: new (
    callback: (list: { getEntries(): { startTime: number }[] }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void };
}

/** Median LCP over fresh browser contexts (cold cache each time), phone-sized. */
async function largestContentfulPaint(browser: Browser, url: string) {
  const samples: number[] = [];
  for (let i = 0; i < loads; i += 1) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const { PerformanceObserver } = globalThis as unknown as InChromium;
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? -1);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    samples.push(lcp);
    await context.close();
  }
  const sorted = [...samples].sort((a, b) => a - b);
  return { medianMs: round(sorted[Math.floor(sorted.length / 2)] ?? -1, 1), samples: sorted };
}

async function main() {
  const dist = requireWebBuild();
  const sizes = bundleSizes(dist);
  const ns = new TestNamespace();
  const gateway = spawnProcess('gateway/dist/main.js', {
    ...(ns.env({
      JWT_SECRET: randomBytes(32).toString('hex'),
      UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      PORT: String(gatewayPort),
      WEB_DIST_DIR: dist,
    }) as Record<string, string>),
  });
  const bare = await startStaticServer();
  const browser = await launchBrowser();
  try {
    await waitForHttp(`http://127.0.0.1:${gatewayPort}/readyz`);
    const landing = `http://127.0.0.1:${gatewayPort}/`;
    await largestContentfulPaint(browser, landing); // warm-up: the gateway's file cache, Chromium
    const tend = await largestContentfulPaint(browser, landing);
    // A screen in a chunk of its own, opened directly (a bookmark, the link in an e-mail).
    const login = await largestContentfulPaint(browser, `${landing}login`);
    const baseline = await largestContentfulPaint(browser, bare.url);
    const landingRoute = sizes.perRoute[0];
    recordResults('web', {
      bundles: {
        entry: sizes.entry,
        perRoute: sizes.perRoute,
        baselineWholeAppInOneDownload: sizes.wholeApp,
        landingShareOfWholeApp: round(landingRoute.gzipKB / sizes.wholeApp.gzipKB),
      },
      landingLcp: {
        loads,
        viewport: '390x844, no throttling, cold cache per load',
        tendMs: tend,
        baselineStaticHtmlMs: baseline,
        ratio: round(baseline.medianMs / tend.medianMs),
      },
      loginLcp: { loads, tendMs: login, ratio: round(baseline.medianMs / login.medianMs) },
      note: 'sizes: the entry chunk plus the route chunk and their static imports and CSS, gzip -9. LCP: the real gateway serving web/dist vs a static page with the same headline; ratio = baseline / Tend (1 = as fast as static HTML).',
    });
    const table = sizes.perRoute
      .map((r) => `  ${r.route.padEnd(24)} ${String(r.gzipKB).padStart(6)} KB gzip`)
      .join('\n');
    process.stdout.write(
      `\nweb: per route (JS + CSS a browser downloads):\n${table}\n  whole app in one download: ${sizes.wholeApp.gzipKB} KB gzip\n` +
        `web: landing LCP ${tend.medianMs} ms vs static HTML ${baseline.medianMs} ms → ratio ${round(baseline.medianMs / tend.medianMs)}\n` +
        `web: /login opened directly, LCP ${login.medianMs} ms\n`,
    );
  } finally {
    await browser.close();
    await bare.close();
    await stopProcess(gateway);
    await ns.cleanup();
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    process.stderr.write(`${error.stack ?? error.message}\n`);
    process.exit(1);
  },
);
