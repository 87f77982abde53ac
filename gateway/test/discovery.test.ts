/* eslint-disable @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-return -- this test reads JSON answers loosely */
import { sql } from 'drizzle-orm';
import { IdentityRpc } from '@tend/contracts';
import { DATABASE, RpcClient, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import { FixtureSite } from '@tend/discovery/test/fixture-site';
import { TestStack } from './support/test-stack';
import { signUp, type SignedUpCaregiver } from './support/caregiver';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('discovery: sources, review, crawls, documents, resources', () => {
  let stack: TestStack;
  let site: FixtureSite;
  let admin: SignedUpCaregiver;
  let caregiver: SignedUpCaregiver;
  const db = () => stack.service('discovery').app.get<Database>(DATABASE);
  const as = (who: SignedUpCaregiver) => ({
    get: (path: string) => stack.api<Json>('GET', path, { token: who.token }),
    post: (path: string, body: unknown = {}) =>
      stack.api<Json>('POST', path, { token: who.token, body }),
    patch: (path: string, body: unknown) =>
      stack.api<Json>('PATCH', path, { token: who.token, body }),
  });
  const events = async (name: string): Promise<Json[]> =>
    (
      await db().execute<{ payload: Json }>(
        sql`select payload from outbox where event_name = ${name} order by seq`,
      )
    ).rows.map((r) => r.payload);
  const finished = (jobId: string) =>
    eventually(
      async () => {
        const jobs = (await as(admin).get(`/api/discovery/jobs`)).body as unknown as Json[];
        const job = jobs.find((j) => j.id === jobId);
        return job && !['queued', 'running'].includes(job.status) ? job : undefined;
      },
      30_000,
      'the crawl to end',
    );
  const newSource = async (overrides: Json = {}) => {
    const created = await as(admin).post('/api/discovery/sources', {
      name: 'Caregiver Hub',
      baseUrl: `${site.url}/`,
      category: 'Home safety',
      robotsTxtCompliant: true,
      tosReviewed: true,
      ...overrides,
    });
    expect(created.status).toBe(201);
    return created.body;
  };

  beforeAll(async () => {
    site = await FixtureSite.start({ crawlDelay: 0.1, slowMs: 3000, libraryPages: 2 });
    stack = await TestStack.start(
      ['identity', 'notifications', 'email-worker', 'discovery', 'crawl-worker'],
      {
        DISCOVERY_ALLOW_PRIVATE_NETWORKS: 'true',
        DISCOVERY_MAX_REQUESTS_PER_MINUTE: '60000',
        DISCOVERY_REQUEST_TIMEOUT_SECONDS: '1',
        DISCOVERY_MAX_RETRIES: '1',
      },
    );
    [admin, caregiver] = await Promise.all([signUp(stack, 'Ada'), signUp(stack, 'Cal')]);
    await stack.gateway.app
      .get(RpcClient)
      .call(IdentityRpc.grantRole, { email: admin.email, role: 'super_admin' });
    await eventually(async () => (await as(admin).get('/api/discovery/sources')).status === 200);
  });
  afterAll(async () => {
    await stack?.stop();
    await site?.stop();
  });

  it("answers anyone but a super administrator with 403 'Access Denied'", async () => {
    for (const [method, path] of [
      ['GET', '/api/discovery/sources'],
      ['POST', '/api/discovery/sources'],
      ['GET', '/api/discovery/jobs'],
      ['POST', '/api/discovery/sources/00000000-0000-4000-8000-000000000000/approve'],
      ['POST', '/api/discovery/jobs/00000000-0000-4000-8000-000000000000/cancel'],
    ]) {
      const body = method === 'POST' ? {} : undefined;
      const answer = await stack.api<Json>(method, path, { token: caregiver.token, body });
      expect([path, answer.status, answer.body.message]).toEqual([path, 403, 'Access Denied']);
    }
    expect((await stack.api('GET', '/api/discovery/sources')).status).toBe(401);
  });

  it.each([
    [{}, 'Name is required'],
    [{ name: '  ' }, 'Name is required'],
    [{ name: 'A' }, 'Valid URL is required'],
    [{ name: 'A', baseUrl: 'not a url' }, 'Valid URL is required'],
    [{ name: 'A', baseUrl: 'ftp://x.org/' }, 'Valid URL is required'],
    [{ name: 'A', baseUrl: 'https://x.org/' }, 'Category is required'],
    [
      { name: 'A', baseUrl: 'https://x.org/', category: 'c', crawlDepth: 6 },
      'Crawl depth must be a number from 1 to 5',
    ],
    [
      { name: 'A', baseUrl: 'https://x.org/', category: 'c', crawlFrequency: 'hourly' },
      'Crawl frequency must be daily, weekly or monthly',
    ],
    [
      { name: 'A', baseUrl: 'https://x.org/', category: 'c', blockedPatterns: '/(oops/' },
      'Not a valid regular expression: /(oops/',
    ],
  ])('refuses %j with %s', async (body, message) => {
    const answer = await as(admin).post('/api/discovery/sources', body);
    expect([answer.status, answer.body.message]).toEqual([400, message]);
  });

  it('creates sources pending with the spec defaults, patterns one per line', async () => {
    const source = await newSource({
      allowedPatterns: '/guides/**\n\n  /about \n',
      robotsTxtCompliant: undefined,
      tosReviewed: undefined,
    });
    expect(source).toMatchObject({
      approvalStatus: 'pending',
      isActive: false,
      crawlDepth: 2,
      crawlFrequency: 'weekly',
      allowedPatterns: ['/guides/**', '/about'],
      blockedPatterns: [],
      robotsTxtCompliant: false,
      tosReviewed: false,
      legalReviewNotes: null,
    });
    const listed = (await as(admin).get('/api/discovery/sources')).body as unknown as Json[];
    expect(listed.map((s) => s.id)).toContain(source.id);
  });

  it('moves sources only along the approval rules, and audits who did what, when and why', async () => {
    const source = await newSource();
    const path = `/api/discovery/sources/${source.id}`;
    expect((await as(admin).post(`${path}/emergency-stop`, { reason: 'x' })).body.message).toBe(
      'Only approved sources can be stopped.',
    );
    expect((await as(admin).post(`${path}/crawl`)).status).toBe(409);
    const approved = await as(admin).post(`${path}/approve`, {
      legalNotes: 'Terms allow non-commercial reuse.',
    });
    expect(approved.body).toMatchObject({
      approvalStatus: 'approved',
      isActive: true,
      legalReviewNotes: 'Terms allow non-commercial reuse.',
    });
    expect((await as(admin).post(`${path}/approve`, {})).status).toBe(409);
    expect((await as(admin).post(`${path}/reject`, { notes: 'late' })).body.message).toBe(
      'Only pending sources can be rejected.',
    );
    const noReason = await as(admin).post(`${path}/emergency-stop`, { reason: '  ' });
    expect([noReason.status, noReason.body.message]).toEqual([
      400,
      'A reason is required for an emergency stop',
    ]);
    const edited = await as(admin).patch(path, {
      crawlFrequency: 'daily',
      baseUrl: 'https://other.example/',
    });
    expect(edited.status).toBe(409);
    expect((await as(admin).patch(path, { crawlFrequency: 'daily' })).body.crawlFrequency).toBe(
      'daily',
    );
    const stopped = await as(admin).post(`${path}/emergency-stop`, {
      reason: 'Publisher asked us to stop',
    });
    expect(stopped.body).toMatchObject({ approvalStatus: 'emergency_stop', isActive: false });
    expect((await as(admin).post(`${path}/crawl`)).body.message).toBe(
      'This source is under an emergency stop: no crawls are started.',
    );

    const rejectable = await newSource();
    const rejected = await as(admin).post(`/api/discovery/sources/${rejectable.id}/reject`, {
      notes: 'Paywalled',
    });
    expect(rejected.body.approvalStatus).toBe('rejected');

    const audit = (await as(admin).get(`${path}/audit`)).body as unknown as Json[];
    expect(audit.map((a) => [a.action, a.fromStatus, a.toStatus, a.notes])).toEqual([
      ['created', null, 'pending', null],
      ['approved', 'pending', 'approved', 'Terms allow non-commercial reuse.'],
      ['edited', 'approved', 'approved', null],
      ['emergency_stop', 'approved', 'emergency_stop', 'Publisher asked us to stop'],
    ]);
    expect(
      audit.every((a) => a.actorId === admin.userId && a.actorEmail === admin.email && a.at),
    ).toBe(true);
    expect(audit[2]?.changes).toEqual({ crawlFrequency: 'daily' });
  });

  it('reports a preflight: robots.txt for our user agent, crawl-delay, sitemap and an estimate', async () => {
    const source = await newSource({ blockedPatterns: ['/news/**'] });
    const report = await as(admin).get(`/api/discovery/sources/${source.id}/preflight`);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({
      userAgent: expect.stringMatching(/^TendBot\/1\.0 \(\+https:\/\/tend\.care\/bot\)/),
      robots: {
        found: true,
        status: 200,
        baseUrlAllowed: true,
        disallow: ['/private/', '/members/'],
        crawlDelaySeconds: 0.1,
        sitemaps: [`${site.url}/sitemap.xml`],
      },
      sitemap: { urlCount: 6, inScopeUrlCount: 5 },
      baseUrlLinks: 6,
      estimatedPages: 7,
      problems: [],
    });
  });

  it('crawls an approved source obeying robots.txt, depth and patterns exactly, and stores its documents', async () => {
    const source = await newSource({ blockedPatterns: '/news/**', crawlDepth: 2 });
    await as(admin).post(`/api/discovery/sources/${source.id}/approve`, {});
    site.reset();
    const started = await as(admin).post(`/api/discovery/sources/${source.id}/crawl`);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({
      status: 'queued',
      sourceId: source.id,
      trigger: 'manual',
    });
    expect((await as(admin).post(`/api/discovery/sources/${source.id}/crawl`)).body.message).toBe(
      'A crawl of this source is already queued or running.',
    );
    const job = await finished(started.body.id as string);

    // Exactly the pages within depth 2 that robots.txt and the patterns allow, each once (the
    // slow page twice: it timed out and was retried once), robots.txt first.
    const paths = site.paths();
    expect(paths[0]).toBe('/robots.txt');
    expect([...paths].sort()).toEqual(
      [
        '/robots.txt',
        '/',
        '/guides/',
        '/about',
        '/broken',
        '/slow',
        '/slow',
        '/guides/bathing',
        '/library/',
        '/guides/falls',
        '/guides/falls-copy',
        '/guides/sleep?print=1',
        '/guides/deep/level3',
        '/library/1',
        '/library/2',
      ].sort(),
    );
    expect(
      paths.some(
        (p) => p.startsWith('/private/') || p.startsWith('/members/') || p.startsWith('/news'),
      ),
    ).toBe(false);
    expect(
      site.requests.every((r) => r.userAgent.startsWith('TendBot/1.0 (+https://tend.care/bot)')),
    ).toBe(true);
    // robots.txt's Crawl-delay (0.1 s) spaces the page requests.
    const pageTimes = site.requests.filter((r) => r.path !== '/robots.txt').map((r) => r.at);
    const gaps = pageTimes.slice(1).map((t, i) => t - pageTimes[i]);
    // (Starts are spaced by the crawler; arrival at the server jitters by a few milliseconds.)
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(50);
    expect(pageTimes.at(-1)! - pageTimes[0]).toBeGreaterThanOrEqual(
      (pageTimes.length - 1) * 100 - 30,
    );

    expect(job).toMatchObject({
      status: 'completed',
      urlsDiscovered: 13,
      urlsProcessed: 13,
      urlsSucceeded: 11,
      successRate: 85,
      progressPercent: 100,
      skipped: { robots: 2, pattern: 1, depth: 1, offSite: 1, duplicate: 1 },
      documentsPublished: 10,
    });
    expect(job.errors).toEqual([
      { url: `${site.url}/broken`, message: '404 Not Found' },
      { url: `${site.url}/slow`, message: 'request timed out after 1 seconds.' },
    ]);
    expect(job.startedAt && job.finishedAt && job.finishedAt >= job.startedAt).toBeTruthy();

    const published = (await events('discovery.document.published')).filter(
      (e) => e.sourceId === source.id,
    );
    expect(published).toHaveLength(10);
    const bathing = published.find((e) => e.title === 'Safe bathing');
    expect(bathing).toMatchObject({
      url: `${site.url}/guides/bathing`,
      canonicalUrl: `${site.url}/guides/bathing`,
      category: 'Home safety',
      language: 'en',
      headings: ['Safe bathing'],
      text: 'Safe bathing\nUse a shower chair and grab bars; test the water temperature before bathing.\nMore detail',
      contentHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(published.find((e) => e.title === 'Sleep and sundowning')?.canonicalUrl).toBe(
      `${site.url}/guides/sleep`,
    );
    expect(
      (await events('discovery.crawl.finished')).find((e) => e.jobId === job.id),
    ).toMatchObject({
      sourceName: 'Caregiver Hub',
      status: 'completed',
      counts: {
        urlsDiscovered: 13,
        urlsProcessed: 13,
        urlsSucceeded: 11,
        documentsPublished: 10,
        documentsRemoved: 0,
      },
    });

    // Crawled again: unchanged pages raise nothing; a changed page is published again; a page gone is removed.
    site.pages.set('/about', site.pages.get('/about')!.replace('since 2001', 'since 1999'));
    site.pages.delete('/library/2');
    const again = await finished(
      (await as(admin).post(`/api/discovery/sources/${source.id}/crawl`)).body.id as string,
    );
    expect(again).toMatchObject({
      status: 'completed',
      documentsPublished: 1,
      documentsRemoved: 1,
    });
    const after = (await events('discovery.document.published')).filter(
      (e) => e.sourceId === source.id,
    );
    expect(after.slice(10).map((e) => e.title)).toEqual(['About us']);
    expect(
      (await events('discovery.document.removed')).filter((e) => e.sourceId === source.id),
    ).toEqual([expect.objectContaining({ url: `${site.url}/library/2`, reason: 'page-gone' })]);

    // The library: signed-in caregivers search the approved sources' documents by category.
    const found = await stack.api<Json>('GET', '/api/resources?q=grab%20bars%20bathing', {
      token: caregiver.token,
    });
    expect(found.status).toBe(200);
    expect(found.body.categories).toEqual([
      {
        category: 'Home safety',
        documents: [
          expect.objectContaining({
            title: 'Safe bathing',
            url: `${site.url}/guides/bathing`,
            sourceName: 'Caregiver Hub',
          }),
        ],
      },
    ]);
    const all = await stack.api<Json>('GET', '/api/resources?category=home%20safety', {
      token: caregiver.token,
    });
    expect(all.body.total).toBe(9);
    expect((await stack.api('GET', '/api/resources')).status).toBe(401);

    // An emergency stop withdraws them from the library and tells the coach.
    await as(admin).post(`/api/discovery/sources/${source.id}/emergency-stop`, {
      reason: 'Legal hold',
    });
    expect(
      (await stack.api<Json>('GET', '/api/resources', { token: caregiver.token })).body.total,
    ).toBe(0);
    const withdrawn = (await events('discovery.document.removed')).filter(
      (e) => e.reason === 'source-stopped',
    );
    expect(withdrawn).toHaveLength(9);
  });
});
