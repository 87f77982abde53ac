/**
 * Crawling: pages per second of Tend's crawl worker (a real crawl-worker process: BullMQ job,
 * robots.txt, address guard, per-host limiter, extraction, documents and events in PostgreSQL)
 * against a bare CheerioCrawler with the same settings on the same fixture site, in the same run.
 */
import { CheerioCrawler } from '@crawlee/cheerio';
import { DiscoveryRpc } from '@tend/contracts';
import {
  baseCrawlerOptions,
  discoveryService,
  inMemoryConfiguration,
  type CrawlSettings,
} from '@tend/discovery';
import { DATABASE, RpcClient, startService, type Database } from '@tend/platform';
import { TestNamespace } from '@tend/platform/testing';
import { sql } from 'drizzle-orm';
import { spawnProcess, stopProcess, waitForHttp } from './support/processes';
import { medianBy, recordResults, round } from './support/results';

// Long enough (about 4 s a crawl) that job start-up and the last commit do not dominate.
const pages = Number(process.env.BENCH_CRAWL_PAGES ?? 1000);
const concurrency = Number(process.env.BENCH_CRAWL_CONCURRENCY ?? 4);
// Both sides keep warming up (JIT) over the first rounds: enough rounds that the best are warm.
const rounds = Number(process.env.BENCH_CRAWL_ROUNDS ?? 5);

const settings = (baseUrl: string): CrawlSettings => ({
  baseUrl,
  crawlDepth: 1,
  allowedPatterns: [],
  blockedPatterns: [],
  maxPages: pages + 10,
  concurrency,
  maxRequestsPerMinute: 100_000,
  timeoutSeconds: 10,
  maxRetries: 1,
  userAgent: 'TendBot/1.0 (+https://tend.care/bot)',
  allowPrivateNetworks: true,
});

/** The same crawl with nothing of ours: stock HTTP client, same-host links to the same depth. */
async function bareCrawl(baseUrl: string): Promise<{ pages: number; seconds: number }> {
  let handled = 0;
  const crawler = new CheerioCrawler(
    {
      ...baseCrawlerOptions(settings(baseUrl)),
      // The depth is the crawler's (maxCrawlDepth), as in Tend's crawl.
      requestHandler: async ({ enqueueLinks }) => {
        handled += 1;
        await enqueueLinks({ strategy: 'same-hostname' });
      },
    },
    inMemoryConfiguration(),
  );
  const started = performance.now();
  await crawler.run([baseUrl]);
  return { pages: handled, seconds: (performance.now() - started) / 1000 };
}

async function main() {
  const sitePort = 18_700 + Math.floor(Math.random() * 100);
  const site = {
    url: `http://127.0.0.1:${sitePort}`,
    process: spawnProcess(
      'node_modules/.bin/tsx',
      { FIXTURE_PORT: String(sitePort), FIXTURE_LIBRARY_PAGES: String(pages) },
      [],
      [
        '--tsconfig',
        'infra/bench/tsconfig.run.json',
        'infra/bench/support/fixture-site-process.ts',
      ],
    ),
  };
  await waitForHttp(`${site.url}/robots.txt`);
  const ns = new TestNamespace();
  const env = {
    DISCOVERY_ALLOW_PRIVATE_NETWORKS: 'true',
    DISCOVERY_CONCURRENCY_PER_JOB: String(concurrency),
    DISCOVERY_MAX_REQUESTS_PER_MINUTE: '100000',
    DISCOVERY_MAX_PAGES_PER_JOB: String(pages + 10),
    DISCOVERY_REQUEST_TIMEOUT_SECONDS: '10',
    DISCOVERY_MAX_RETRIES: '1',
    RPC_TIMEOUT_MS: '1000',
  };
  const api = await startService(discoveryService, ns.config(discoveryService, env));
  const worker = spawnProcess(
    'services/discovery/dist/crawl-worker.js',
    {
      ...ns.env({
        DATABASE_URL: ns.databaseUrl('discovery'),
        ...env,
        HEALTH_PORT: '0',
        LOG_LEVEL: 'warn',
      }),
    },
    process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [],
  );
  const rpc = api.app.get(RpcClient);
  const db = api.app.get<Database>(DATABASE);

  async function tendCrawl(): Promise<{ pages: number; seconds: number }> {
    const source = await rpc.call(DiscoveryRpc.createSource, {
      name: `Bench ${Date.now()}`,
      baseUrl: `${site.url}/library/`,
      category: 'Bench',
      crawlDepth: 1,
      robotsTxtCompliant: true,
      actorId: '00000000-0000-4000-8000-000000000000',
    });
    await rpc.call(DiscoveryRpc.approveSource, {
      sourceId: source.id,
      legalNotes: null,
      actorId: '00000000-0000-4000-8000-000000000000',
    });
    const job = await rpc.call(DiscoveryRpc.startCrawl, {
      sourceId: source.id,
      actorId: '00000000-0000-4000-8000-000000000000',
    });
    for (;;) {
      const { rows } = await db.execute<{ status: string; processed: number; seconds: number }>(
        sql`select status, (counts->>'urlsProcessed')::int as processed,
                   extract(epoch from finished_at - started_at)::float as seconds from jobs where id = ${job.id}`,
      );
      const row = rows[0];
      if (row && row.status !== 'queued' && row.status !== 'running') {
        if (row.status !== 'completed') throw new Error(`the crawl ended ${row.status}`);
        return { pages: row.processed, seconds: row.seconds };
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  try {
    // Warm-up, both sides alike: JIT, sockets, connection pools, the fixture's pages.
    await bareCrawl(`${site.url}/library/`);
    await tendCrawl();
    const tend: { pages: number; seconds: number }[] = [];
    const bare: { pages: number; seconds: number }[] = [];
    for (let i = 0; i < rounds; i += 1) {
      tend.push(await tendCrawl());
      bare.push(await bareCrawl(`${site.url}/library/`));
    }
    const best = (runs: { pages: number; seconds: number }[]) =>
      Math.max(...runs.map((r) => r.pages / r.seconds));
    const median = (runs: { pages: number; seconds: number }[]) => {
      const rates = runs.map((r) => r.pages / r.seconds);
      return medianBy(rates, (rate) => rate) ?? 0;
    };
    const tendRate = best(tend);
    const bareRate = best(bare);
    recordResults('crawl', {
      pagesPerCrawl: tend[0]?.pages,
      concurrency,
      rounds,
      tend: {
        pagesPerSecond: round(tendRate, 1),
        runs: tend.map((r) => round(r.pages / r.seconds, 1)),
      },
      baselineBareCheerio: {
        pagesPerSecond: round(bareRate, 1),
        runs: bare.map((r) => round(r.pages / r.seconds, 1)),
      },
      ratio: round(tendRate / bareRate),
      medianRatio: round(median(tend) / median(bare)),
      aim: 0.8,
      note: 'tend = crawl-worker process: robots.txt, address guard, limiter, extraction, a document row and its event per page; timed from job start to finish. bare = CheerioCrawler, same options, stock HTTP client, links only.',
    });
    process.stdout.write(
      `\ncrawl: Tend ${round(tendRate, 1)} pages/s vs bare CheerioCrawler ${round(bareRate, 1)} pages/s → ratio ${round(tendRate / bareRate)} (aim ≥ 0.8; medians: ${round(median(tend) / median(bare))})\n`,
    );
  } finally {
    await stopProcess(worker);
    await api.stop();
    await ns.cleanup();
    await stopProcess(site.process);
  }
}

main().then(
  () => process.exit(0),
  (error: Error) => {
    process.stderr.write(`${error.stack ?? error.message}\n`);
    process.exit(1);
  },
);
