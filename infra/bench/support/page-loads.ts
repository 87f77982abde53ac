import type { Browser } from 'playwright-core';
import { medianBy, round } from './results';

/**
 * A mid-range phone on a mobile network, through the DevTools protocol: 4x slower CPU, 150 ms
 * round trip, 1.6 Mbps down, 750 kbps up (Lighthouse's mobile throttling).
 */
export const mobile = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerS: 200_000,
  uploadBytesPerS: 93_750,
};
export const phoneViewport = { width: 390, height: 844 };

export const mobileConditions = `${phoneViewport.width}x${phoneViewport.height} mobile, CPU ${mobile.cpuSlowdown}x slower, ${mobile.latencyMs} ms RTT, ${(mobile.downloadBytesPerS * 8) / 1e6} Mbps down, ${(mobile.uploadBytesPerS * 8) / 1e3} kbps up, cold cache per load`;

export interface LoadOptions {
  throttled: boolean;
  /** A session cookie: the gateway answers with the app shell, rendered by the client (as before). */
  withSessionCookie?: boolean;
  /** Signed in as the caregiver with this token: her session cookie and the client's copy of it. */
  signedInWith?: string;
}

/** One cold load: when the largest and the first content painted, and what came down by then. */
export interface PageLoad {
  lcpMs: number;
  fcpMs: number;
  /** Bytes over the wire (compressed, with headers) of what had arrived when the first paint came. */
  kbBeforeFirstPaint: number;
  /** All bytes over the wire once the network went quiet (the page idle). */
  kbByIdle: number;
}

/** The page's own timings: Node's types know no 'largest-contentful-paint' entries. */
interface InChromium {
  PerformanceObserver: new (
    callback: (list: { getEntries(): { startTime: number }[] }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void };
  performance: {
    getEntriesByName(name: string): { startTime: number }[];
    getEntriesByType(type: string): { transferSize?: number; responseEnd: number }[];
  };
  localStorage: { setItem(key: string, value: string): void };
}

/** The LCP of one cold load (a fresh browser context: empty cache), phone-sized. */
export async function oneLoad(
  browser: Browser,
  url: string,
  options: LoadOptions,
): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: phoneViewport, isMobile: true });
  const session = options.signedInWith ?? (options.withSessionCookie ? 'not-a-session' : undefined);
  if (session) await context.addCookies([{ name: 'tend_session', value: session, url }]);
  if (options.signedInWith)
    await context.addInitScript((token) => {
      (globalThis as unknown as InChromium).localStorage.setItem('authToken', token);
    }, options.signedInWith);
  try {
    const page = await context.newPage();
    if (options.throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: mobile.latencyMs,
        downloadThroughput: mobile.downloadBytesPerS,
        uploadThroughput: mobile.uploadBytesPerS,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: mobile.cpuSlowdown });
    }
    await page.goto(url, { waitUntil: 'networkidle', timeout: 90_000 });
    // No named functions inside: tsx would wrap them in a helper the page does not have.
    const lcpMs = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const { PerformanceObserver } = globalThis as unknown as InChromium;
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? -1);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(-1), 15_000); // nothing painted: not counted
        }),
    );
    const { fcpMs, sizes } = await page.evaluate(() => {
      const { performance } = globalThis as unknown as InChromium;
      return {
        fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
        sizes: [
          ...performance.getEntriesByType('navigation'),
          ...performance.getEntriesByType('resource'),
        ].map((entry) => ({ bytes: entry.transferSize ?? 0, endMs: entry.responseEnd })),
      };
    });
    const kb = (entries: typeof sizes) =>
      Math.round(entries.reduce((sum, entry) => sum + entry.bytes, 0) / 102.4) / 10;
    return {
      lcpMs,
      fcpMs,
      kbBeforeFirstPaint: kb(sizes.filter((entry) => entry.endMs <= fcpMs)),
      kbByIdle: kb(sizes),
    };
  } finally {
    await context.close();
  }
}

export interface Lcp {
  medianMs: number;
  samples: number[];
  /** Medians over the same loads. */
  firstPaintMs: number;
  kbBeforeFirstPaint: number;
  kbByIdle: number;
}

function summary(loads: PageLoad[]): Lcp {
  const middle = (value: (load: PageLoad) => number) => {
    const found = medianBy(loads, value);
    return found ? round(value(found), 1) : -1;
  };
  return {
    medianMs: middle((load) => load.lcpMs),
    samples: loads.map((load) => round(load.lcpMs, 1)).sort((a, b) => a - b),
    firstPaintMs: middle((load) => load.fcpMs),
    kbBeforeFirstPaint: middle((load) => load.kbBeforeFirstPaint),
    kbByIdle: middle((load) => load.kbByIdle),
  };
}

/**
 * Median LCP of each page over `count` rounds, a cold load of every page in each round: what the
 * machine is doing meanwhile weighs on them all alike (a page is compared with pages loaded beside
 * it, not minutes apart).
 */
export async function interleaved<K extends string>(
  browser: Browser,
  pages: Record<K, { url: string; options: LoadOptions }>,
  count: number,
): Promise<Record<K, Lcp>> {
  const names = Object.keys(pages) as K[];
  const samples = new Map<K, PageLoad[]>(names.map((name) => [name, []]));
  for (let round = 0; round < count; round += 1)
    for (const name of names) {
      const load = await oneLoad(browser, pages[name].url, pages[name].options);
      if (load.lcpMs >= 0) samples.get(name)?.push(load);
    }
  return Object.fromEntries(
    names.map((name) => [name, summary(samples.get(name) ?? [])]),
  ) as Record<K, Lcp>;
}
