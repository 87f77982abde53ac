import {
  type ContentSourceBody,
  CrawlFinished,
  DocumentPublished,
  DocumentRemoved,
} from '@tend/contracts';
import {
  type FixtureSite,
  type DiscoveryCalls,
  DiscoveryWorld,
  outboxEvents,
  type SignedUpCaregiver,
  type TestStack,
} from '@tend/test-stack';

describe('discovery: crawls, documents and the resources library', () => {
  let world: DiscoveryWorld;
  let stack: TestStack;
  let site: FixtureSite;
  let admin: DiscoveryCalls;
  let caregiver: SignedUpCaregiver;
  const newSource = (overrides: Partial<ContentSourceBody> = {}) => world.newSource(overrides);

  beforeAll(async () => {
    world = await DiscoveryWorld.start();
    ({ stack, site, admin, caregiver } = world);
  });
  afterAll(async () => world?.stop());

  it('crawls an approved source obeying robots.txt, depth and patterns exactly, and stores its documents', async () => {
    const source = await newSource({ blockedPatterns: '/news/**', crawlDepth: 2 });
    const ofSource = { params: { id: source.id } };
    await admin.call('approveSource', { ...ofSource, body: {} });
    site.reset();
    const started = await admin.call('startCrawl', ofSource);
    expect(started).toMatchObject({
      status: 'queued',
      sourceId: source.id,
      trigger: 'manual',
    });
    expect((await admin.refused('startCrawl', ofSource)).body.message).toBe(
      'A crawl of this source is already queued or running.',
    );
    const job = await admin.finished(started.id);

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
    // The crawler spaces its starts; arrival at the server jitters by tens of milliseconds on a
    // loaded machine (a late arrival shortens one gap and lengthens the next), so the check is
    // that most gaps keep the delay and the whole crawl takes at least the delays it owes. Without
    // the delay, pages of one depth arrive together and most gaps are near zero.
    const keptDelay = gaps.filter((gap) => gap >= 50).length;
    expect(keptDelay).toBeGreaterThanOrEqual(Math.ceil(gaps.length * 0.75));
    expect(pageTimes.at(-1)! - pageTimes[0]).toBeGreaterThanOrEqual((pageTimes.length - 2) * 100);

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

    const published = (await outboxEvents(stack, DocumentPublished)).filter(
      (e) => e.sourceId === source.id,
    );
    expect(published).toHaveLength(10);
    expect((await admin.sources()).find((s) => s.id === source.id)?.documentCount).toBe(10);
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
      (await outboxEvents(stack, CrawlFinished)).find((e) => e.jobId === job.id),
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
    const again = await admin.finished(await admin.crawl(source.id));
    expect(again).toMatchObject({
      status: 'completed',
      documentsPublished: 1,
      documentsRemoved: 1,
    });
    const after = (await outboxEvents(stack, DocumentPublished)).filter(
      (e) => e.sourceId === source.id,
    );
    expect(after.slice(10).map((e) => e.title)).toEqual(['About us']);
    expect(
      (await outboxEvents(stack, DocumentRemoved)).filter((e) => e.sourceId === source.id),
    ).toEqual([expect.objectContaining({ url: `${site.url}/library/2`, reason: 'page-gone' })]);

    // The library: signed-in caregivers search the approved sources' documents by category.
    const found = await stack.call('searchResources', {
      token: caregiver.token,
      query: { q: 'grab bars bathing' },
    });
    expect(found.categories).toEqual([
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
    const all = await stack.call('searchResources', {
      token: caregiver.token,
      query: { category: 'home safety' },
    });
    expect(all.total).toBe(9);
    expect((await stack.callExpectingError('searchResources')).status).toBe(401);

    // An emergency stop withdraws them from the library and tells the coach.
    await admin.call('emergencyStop', { ...ofSource, body: { reason: 'Legal hold' } });
    const library = await stack.call('searchResources', { token: caregiver.token });
    expect(library.total).toBe(0);
    const withdrawn = (await outboxEvents(stack, DocumentRemoved)).filter(
      (e) => e.reason === 'source-stopped',
    );
    expect(withdrawn).toHaveLength(9);
  });
});
