import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import {
  FixtureSite,
  DiscoveryCalls,
  discoveryServices,
  quiet,
  signUpSuperAdmin,
  TestStack,
} from '@tend/test-stack';

const workerScript = path.join(__dirname, '../dist/crawl-worker.js');
const settings = {
  DISCOVERY_ALLOW_PRIVATE_NETWORKS: 'true',
  DISCOVERY_MAX_REQUESTS_PER_MINUTE: '60000',
  DISCOVERY_REQUEST_TIMEOUT_SECONDS: '2',
  DISCOVERY_JOB_LOCK_SECONDS: '2',
};

describe('discovery: stopping, cancelling and surviving a killed worker mid-crawl', () => {
  let stack: TestStack;
  let site: FixtureSite;
  let admin: DiscoveryCalls;
  const children: ChildProcess[] = [];
  const db = () => stack.service('discovery').app.get<Database>(DATABASE);
  const job = async (id: string) => (await admin.job(id))!;
  const libraryHits = () => site.paths().filter((p) => /^\/library\/\d+$/.test(p)).length;
  const approvedSource = (name: string) =>
    admin.approvedSource({
      name,
      baseUrl: `${site.url}/library/`,
      category: 'Library',
      robotsTxtCompliant: true,
      crawlDepth: 1,
    });
  const crawl = (sourceId: string) => admin.crawl(sourceId);
  /**
   * Waits until no crawl job is waiting or running (the worker has given the job up, so no request
   * of it can follow) and answers how many library pages the site served.
   */
  const crawlEnded = async () => {
    await quiet(stack);
    return libraryHits();
  };

  beforeAll(async () => {
    site = await FixtureSite.start({ crawlDelay: 0.1, libraryPages: 40 });
    stack = await TestStack.start([...discoveryServices], settings);
    admin = new DiscoveryCalls(stack, await signUpSuperAdmin(stack));
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await stack?.stop();
    await site?.stop();
  });

  it('an emergency stop halts a running crawl part-way, within seconds, and refuses new ones', async () => {
    const sourceId = await approvedSource('Stop me');
    site.reset();
    const jobId = await crawl(sourceId);
    await eventually(async () => libraryHits() >= 5, 15_000, 'the crawl to be under way');
    const stoppedAt = Date.now();
    const stop = await admin.call('emergencyStop', {
      params: { id: sourceId },
      body: { reason: 'Publisher objected' },
    });
    expect(stop.approvalStatus).toBe('emergency_stop');
    expect(await job(jobId)).toMatchObject({
      status: 'cancelled',
      error: 'Emergency stop: Publisher objected',
    });
    const hits = await crawlEnded();
    // Within seconds, as the publisher sees it: its last request came then (however long the
    // checks that the crawl has ended took on a busy machine).
    expect((site.requests.at(-1)?.at ?? stoppedAt) - stoppedAt).toBeLessThan(5_000);
    expect(hits).toBeLessThan(40);
    expect((await admin.refused('startCrawl', { params: { id: sourceId } })).status).toBe(409);
    const ended = await job(jobId);
    expect(ended.urlsProcessed).toBeGreaterThan(0);
    expect(ended.urlsProcessed).toBeLessThan(ended.urlsDiscovered);
    expect(libraryHits()).toBe(hits);
  });

  it('a cancelled job stops', async () => {
    const sourceId = await approvedSource('Cancel me');
    site.reset();
    const jobId = await crawl(sourceId);
    await eventually(async () => libraryHits() >= 5, 15_000, 'the crawl to be under way');
    const cancelled = await admin.call('cancelJob', { params: { id: jobId } });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      error: 'Canceled by a super administrator',
    });
    const hits = await crawlEnded();
    expect(hits).toBeLessThan(40);
    expect((await admin.refused('cancelJob', { params: { id: jobId } })).status).toBe(409);
    expect(libraryHits()).toBe(hits);
  });

  it('a worker killed mid-crawl: the job is taken up again and finishes, with no duplicate documents', async () => {
    if (!existsSync(workerScript))
      throw new Error(`build first: ${workerScript} is missing (npx tsc -b tsconfig.build.json)`);
    await stack.stopService('crawl-worker');
    const env = {
      ...process.env,
      ...stack.ns.env({ DATABASE_URL: stack.ns.databaseUrl('discovery'), ...settings }),
    };
    const startWorker = () => {
      const child = spawn(process.execPath, [workerScript], { env, stdio: 'ignore' });
      children.push(child);
      return child;
    };
    const first = startWorker();
    const sourceId = await approvedSource('Kill the worker');
    site.reset();
    const jobId = await crawl(sourceId);
    await eventually(async () => libraryHits() >= 10, 20_000, 'the crawl to be under way');
    first.kill('SIGKILL');
    const hitsWhenKilled = libraryHits();
    startWorker();
    const done = await eventually(
      async () => {
        const j = await job(jobId);
        return j.status === 'completed' ? j : undefined;
      },
      45_000,
      'the crawl to be taken up again and finish',
    );
    expect(done.attempts).toBe(2);
    expect(hitsWhenKilled).toBeLessThan(40);
    // The library index, its 40 articles, and the three pages its navigation links to (depth 1).
    expect(done).toMatchObject({ urlsDiscovered: 44, urlsProcessed: 44, urlsSucceeded: 44 });

    const { rows } = await db().execute<{ n: number; distinct_urls: number }>(
      sql`select count(*)::int as n, count(distinct canonical_url)::int as distinct_urls from documents where source_id = ${sourceId}`,
    );
    expect(rows[0]).toEqual({ n: 44, distinct_urls: 44 });
    const published = await db().execute<{ id: string; n: number }>(
      sql`select payload->>'documentId' as id, count(*)::int as n from outbox
          where event_name = 'discovery.document.published' and payload->>'sourceId' = ${sourceId} group by 1`,
    );
    expect(published.rows).toHaveLength(44);
    expect(published.rows.every((r) => r.n === 1)).toBe(true);
  });
});
