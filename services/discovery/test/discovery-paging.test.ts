import type { ContentSource, RouteQuery } from '@tend/contracts';
import {
  type DiscoveryCalls,
  DiscoveryWorld,
  type SignedUpCaregiver,
  type TestStack,
} from '@tend/test-stack';

/**
 * The super administrator's paged lists: every source and job exactly once across pages, a
 * search by name or address, a status filter, and clear refusals of a bad page request.
 */
describe('discovery: paged, searchable source and job lists', () => {
  let world: DiscoveryWorld;
  let stack: TestStack;
  let admin: DiscoveryCalls;
  let caregiver: SignedUpCaregiver;
  const created: ContentSource[] = [];

  /** Every item of a paged list, following `nextCursor` page by page, each page checked. */
  async function everyPage<T>(
    page: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>,
  ): Promise<{ items: T[]; pages: number }> {
    const items: T[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const read = await page(cursor);
      items.push(...read.items);
      cursor = read.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    return { items, pages };
  }
  const everySource = (query: RouteQuery<'pageSources'>) =>
    everyPage((cursor) => admin.call('pageSources', { query: { ...query, cursor } }));
  const everyJob = (query: RouteQuery<'pageJobs'>) =>
    everyPage((cursor) => admin.call('pageJobs', { query: { ...query, cursor } }));
  const names = (items: ContentSource[]) => items.map((s) => s.name).sort();

  beforeAll(async () => {
    world = await DiscoveryWorld.start();
    ({ stack, admin, caregiver } = world);
    // Created one after another (not in parallel) so "newest first" has one clear answer; the
    // 100% / under_score names check that search text is taken literally.
    for (const [name, path] of [
      ['Alzheimer Association', 'alz'],
      ['Family Caregiver Alliance', 'fca'],
      ['NIA Aging', 'nia'],
      ['AARP Caregiving', 'aarp'],
      ['100% Care', 'pct'],
      ['under_score Guides', 'us'],
      ['Medicare Help', 'medicare'],
    ])
      created.push(await world.newSource({ name, baseUrl: `${world.site.url}/${path}/` }));
    const byName = (n: string) => created.find((s) => s.name === n)!.id;
    const named = (n: string) => ({ params: { id: byName(n) } });
    await admin.call('approveSource', { ...named('NIA Aging'), body: {} });
    await admin.call('approveSource', { ...named('AARP Caregiving'), body: {} });
    await admin.call('emergencyStop', {
      ...named('AARP Caregiving'),
      body: { reason: 'Unsafe advice' },
    });
  });
  afterAll(async () => world?.stop());

  it('returns every source exactly once across pages of 2, newest first', async () => {
    const { items, pages } = await everySource({ limit: 2 });
    expect(pages).toBe(4);
    expect(items.map((s) => s.id)).toEqual(created.map((s) => s.id).reverse());
    // The spec's call keeps answering the whole list as an array.
    const whole = await admin.call('listSources');
    expect(Array.isArray(whole)).toBe(true);
    expect(whole).toHaveLength(created.length);
  });

  it.each([
    ['care', ['100% Care', 'AARP Caregiving', 'Family Caregiver Alliance', 'Medicare Help']],
    ['  MEDICARE ', ['Medicare Help']],
    ['/fca/', ['Family Caregiver Alliance']],
    ['100%', ['100% Care']],
    ['r_s', ['under_score Guides']],
    ['%', ['100% Care']],
    ['nothing like this', []],
  ])('searches names and addresses for %j', async (q, expected) => {
    const { items } = await everySource({ limit: 1, q });
    expect(names(items)).toEqual(expected);
  });

  it.each([
    [
      'pending',
      [
        '100% Care',
        'Alzheimer Association',
        'Family Caregiver Alliance',
        'Medicare Help',
        'under_score Guides',
      ],
    ],
    ['approved', ['NIA Aging']],
    ['emergency_stop', ['AARP Caregiving']],
    ['rejected', []],
  ] as const)('filters sources by status %s', async (status, expected) => {
    const { items } = await everySource({ limit: 2, status });
    expect(names(items)).toEqual(expected);
    expect(items.every((s) => s.approvalStatus === status)).toBe(true);
  });

  it('combines search and status', async () => {
    const { items } = await everySource({ q: 'car', status: 'pending' });
    expect(names(items)).toEqual(['100% Care', 'Family Caregiver Alliance', 'Medicare Help']);
  });

  it('pages and filters jobs, each exactly once', async () => {
    const nia = created.find((s) => s.name === 'NIA Aging')!.id;
    const jobIds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const jobId = await admin.crawl(nia);
      jobIds.push(jobId);
      await admin.finished(jobId);
    }
    const { items, pages } = await everyJob({ limit: 1 });
    expect(pages).toBe(3);
    expect(items.map((j) => j.id)).toEqual([...jobIds].reverse());
    const status = items[0].status;
    const filtered = await everyJob({ limit: 1, status });
    expect(filtered.items.map((j) => j.id)).toEqual(
      items.filter((j) => j.status === status).map((j) => j.id),
    );
    const other = status === 'completed' ? 'cancelled' : 'completed';
    const none = await everyJob({ status: other });
    expect(none.items.map((j) => j.status)).toEqual(
      items.filter((j) => j.status === other).map((j) => j.status),
    );
  }, 120_000);

  it.each([
    ['/api/discovery/sources/paged?limit=0', 'Limit must be a whole number from 1 to 200'],
    ['/api/discovery/sources/paged?limit=201', 'Limit must be a whole number from 1 to 200'],
    ['/api/discovery/sources/paged?limit=abc', 'Limit must be a whole number from 1 to 200'],
    [
      '/api/discovery/sources/paged?status=archived',
      'Status must be one of pending, approved, rejected, emergency_stop',
    ],
    [
      '/api/discovery/sources/paged?cursor=not-a-cursor',
      'That page link is not valid. Please reload the list.',
    ],
    [
      `/api/discovery/sources/paged?q=${'x'.repeat(201)}`,
      'Search text can be at most 200 characters',
    ],
    ['/api/discovery/jobs/paged?limit=500', 'Limit must be a whole number from 1 to 200'],
    ['/api/discovery/jobs/paged?status=exploded', 'Unknown job status'],
    [
      '/api/discovery/jobs/paged?cursor=not-a-cursor',
      'That page link is not valid. Please reload the list.',
    ],
  ])('refuses %s with a clear 400', async (path, message) => {
    // Raw: malformed page requests, sent as written.
    const answer = await stack.api('GET', path, { token: admin.who.token });
    expect([answer.status, answer.body.message]).toEqual([400, message]);
  });

  it("answers a caregiver with 403 'Access Denied' and nobody signed in with 401", async () => {
    for (const name of ['pageSources', 'pageJobs'] as const) {
      const answer = await stack.callExpectingError(name, { token: caregiver.token });
      expect([name, answer.status, answer.body.message]).toEqual([name, 403, 'Access Denied']);
      expect((await stack.callExpectingError(name)).status).toBe(401);
    }
  });
});
