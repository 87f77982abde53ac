import { randomUUID } from 'node:crypto';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { sql } from 'drizzle-orm';
import { type ContentSourceBody, Queues, UserRoleChanged } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { CrawlScheduledJob, crawlSchedulerId } from '../src/jobs/crawl.jobs';
import { eventually } from '@tend/platform/testing';
import {
  administratorEmail,
  deleteAccount,
  DiscoveryCalls,
  DiscoveryWorld,
  publishEvent,
  signUpSuperAdmin,
  strongPassword,
  type FixtureSite,
  type SignedUpCaregiver,
  type TestStack,
} from '@tend/test-stack';

const day = 24 * 3600 * 1000;

describe('discovery: sources, their review and audit, preflight, schedules', () => {
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

  it("answers anyone but a super administrator with 403 'Access Denied'", async () => {
    for (const [method, path] of [
      ['GET', '/api/discovery/sources'],
      ['POST', '/api/discovery/sources'],
      ['GET', '/api/discovery/jobs'],
      ['POST', '/api/discovery/sources/00000000-0000-4000-8000-000000000000/approve'],
      ['POST', '/api/discovery/jobs/00000000-0000-4000-8000-000000000000/cancel'],
    ]) {
      // Raw: each POST with an empty body, which createSource's contract does not allow.
      const body = method === 'POST' ? {} : undefined;
      const answer = await stack.api(method, path, { token: caregiver.token, body });
      expect([path, answer.status, answer.body.message]).toEqual([path, 403, 'Access Denied']);
    }
    expect((await stack.callExpectingError('listSources')).status).toBe(401);
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
    // Raw: most of these bodies break the contract's types on purpose.
    const answer = await stack.api('POST', '/api/discovery/sources', {
      token: admin.who.token,
      body,
    });
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
    expect((await admin.sources()).map((s) => s.id)).toContain(source.id);
  });

  it('moves sources only along the approval rules, and audits who did what, when and why', async () => {
    const source = await newSource();
    const params = { id: source.id };
    expect(
      (await admin.refused('emergencyStop', { params, body: { reason: 'x' } })).body.message,
    ).toBe('Only approved sources can be stopped.');
    expect((await admin.refused('startCrawl', { params })).status).toBe(409);
    const approved = await admin.call('approveSource', {
      params,
      body: { legalNotes: 'Terms allow non-commercial reuse.' },
    });
    expect(approved).toMatchObject({
      approvalStatus: 'approved',
      isActive: true,
      legalReviewNotes: 'Terms allow non-commercial reuse.',
    });
    expect((await admin.refused('approveSource', { params, body: {} })).status).toBe(409);
    expect(
      (await admin.refused('rejectSource', { params, body: { notes: 'late' } })).body.message,
    ).toBe('Only pending sources can be rejected.');
    const noReason = await admin.refused('emergencyStop', { params, body: { reason: '  ' } });
    expect([noReason.status, noReason.body.message]).toEqual([
      400,
      'A reason is required for an emergency stop',
    ]);
    const edited = await admin.refused('updateSource', {
      params,
      body: { crawlFrequency: 'daily', baseUrl: 'https://other.example/' },
    });
    expect(edited.status).toBe(409);
    expect(
      (await admin.call('updateSource', { params, body: { crawlFrequency: 'daily' } }))
        .crawlFrequency,
    ).toBe('daily');
    const stopped = await admin.call('emergencyStop', {
      params,
      body: { reason: 'Publisher asked us to stop' },
    });
    expect(stopped).toMatchObject({ approvalStatus: 'emergency_stop', isActive: false });
    expect((await admin.refused('startCrawl', { params })).body.message).toBe(
      'This source is under an emergency stop: no crawls are started.',
    );

    const rejectable = await newSource();
    const rejected = await admin.call('rejectSource', {
      params: { id: rejectable.id },
      body: { notes: 'Paywalled' },
    });
    expect(rejected.approvalStatus).toBe('rejected');

    const audit = await admin.audit(source.id);
    expect(audit.map((a) => [a.action, a.fromStatus, a.toStatus, a.notes])).toEqual([
      ['created', null, 'pending', null],
      ['approved', 'pending', 'approved', 'Terms allow non-commercial reuse.'],
      ['edited', 'approved', 'approved', null],
      ['emergency_stop', 'approved', 'emergency_stop', 'Publisher asked us to stop'],
    ]);
    expect(
      audit.every(
        (a) => a.actorId === admin.who.userId && a.actorEmail === admin.who.email && a.at,
      ),
    ).toBe(true);
    expect(audit[2]?.changes).toEqual({ crawlFrequency: 'daily' });
  });

  it('audits an administrator by the address they have when they act, and forgets it with their account', async () => {
    const db = stack.service('discovery').app.get<Database>(DATABASE);
    // Only super administrators' addresses are kept.
    expect(await administratorEmail(db, caregiver.userId)).toBeNull();
    const bea = new DiscoveryCalls(stack, await signUpSuperAdmin(stack, 'Bea'));
    const source = await newSource();
    const params = { id: source.id };
    expect(await bea.status('approveSource', { params, body: {} })).toBe(200);

    const next = `bea.${randomUUID().slice(0, 8)}@example.com`;
    const asked = await bea.status('requestEmailChange', {
      body: { email: next, currentPassword: strongPassword },
    });
    expect(asked).toBe(200);
    const mail = await stack.mail.waitFor((m) => m.to.includes(next), 15_000);
    const link = mail.links.find((href) => href.includes('/confirm-email?token='));
    const token = new URL(link ?? 'http://x/').searchParams.get('token');
    const confirmed = await stack.callStatus('confirmEmailChange', {
      body: { token: token ?? '' },
    });
    expect(confirmed).toBe(200);
    await eventually(async () => (await administratorEmail(db, bea.who.userId)) === next);
    expect(await bea.status('emergencyStop', { params, body: { reason: 'Asked to stop' } })).toBe(
      200,
    );
    const who = async () => (await admin.audit(source.id)).map((a) => [a.actorId, a.actorEmail]);
    expect(await who()).toEqual([
      [admin.who.userId, admin.who.email],
      [bea.who.userId, bea.who.email],
      [bea.who.userId, next],
    ]);

    expect(await deleteAccount(stack, bea.who.token)).toBe(200);
    await eventually(async () => (await who())[2]?.[0] === null);
    expect(await who()).toEqual([
      [admin.who.userId, admin.who.email],
      [null, null],
      [null, null],
    ]);
    expect(await administratorEmail(db, bea.who.userId)).toBeNull();
  });

  it('names an administrator in what they did before discovery heard of their grant', async () => {
    const db = stack.service('discovery').app.get<Database>(DATABASE);
    const [userId, email] = [randomUUID(), `early.${randomUUID().slice(0, 8)}@example.com`];
    const source = await newSource();
    await db.execute(
      sql`update source_audit set actor_id = ${userId}, actor_email = null where source_id = ${source.id}`,
    );
    await publishEvent(stack, UserRoleChanged, {
      userId,
      email,
      role: 'super_admin',
      changedAt: new Date().toISOString(),
    });
    await eventually(async () => (await admin.audit(source.id))[0]?.actorEmail === email);
  });

  it('keeps an administrator whose older demotion arrives after a newer grant', async () => {
    const db = stack.service('discovery').app.get<Database>(DATABASE);
    const [userId, email] = [randomUUID(), `regranted.${randomUUID().slice(0, 8)}@example.com`];
    const grantedAt = new Date();
    const change = (role: 'super_admin' | 'user', at: Date) =>
      publishEvent(stack, UserRoleChanged, { userId, email, role, changedAt: at.toISOString() });
    await change('super_admin', grantedAt);
    await eventually(async () => (await administratorEmail(db, userId)) === email);
    // A demotion made before the grant, delivered after it (a retry), does not undo it.
    const late = await change('user', new Date(grantedAt.getTime() - 60_000));
    const handled = async (eventId: string) =>
      (await db.execute(sql`select 1 from inbox where event_id = ${eventId}`)).rows.length > 0;
    await eventually(() => handled(late), 15_000, 'the late demotion handled');
    expect(await administratorEmail(db, userId)).toBe(email);
    // A newer demotion does.
    await change('user', new Date(grantedAt.getTime() + 60_000));
    await eventually(async () => (await administratorEmail(db, userId)) === null);
  });

  it('reports a preflight: robots.txt for our user agent, crawl-delay, sitemap and an estimate', async () => {
    const source = await newSource({ blockedPatterns: ['/news/**'] });
    const report = await admin.call('preflight', { params: { id: source.id } });
    expect(report).toMatchObject({
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

  it('crawls approved sources on their frequency with one BullMQ job scheduler each, gone on a stop', async () => {
    const queue = stack.service('discovery').app.get<Queue>(getQueueToken(Queues.crawl));
    const everyOf = async (sourceId: string) =>
      (await queue.getJobSchedulers(0, -1)).find((s) => s.key === crawlSchedulerId(sourceId))
        ?.every;
    const source = await newSource({ crawlDepth: 1, baseUrl: `${site.url}/library/` });
    const sourceId = source.id;
    const params = { id: sourceId };
    expect(await everyOf(sourceId)).toBeUndefined();
    await admin.call('approveSource', { params, body: {} });
    expect(Number(await everyOf(sourceId))).toBe(7 * day);
    await admin.call('updateSource', { params, body: { crawlFrequency: 'daily' } });
    expect(Number(await everyOf(sourceId))).toBe(day);

    // A firing, as the scheduler would add it, becomes one scheduled crawl, even if delivered twice.
    const firing = { jobId: `repeat:${crawlSchedulerId(sourceId)}:1` };
    await queue.add(CrawlScheduledJob.name, { sourceId }, firing);
    const scheduled = await eventually(
      async () => (await admin.jobs()).find((j) => j.sourceId === sourceId),
      15_000,
    );
    expect(scheduled.trigger).toBe('scheduled');
    expect(await admin.finished(scheduled.id)).toMatchObject({ status: 'completed' });
    await (await queue.getJob(firing.jobId))?.remove();
    await queue.add(CrawlScheduledJob.name, { sourceId }, firing);
    await eventually(async () => (await queue.getJob(firing.jobId))?.finishedOn, 15_000);
    expect((await admin.jobs()).filter((j) => j.sourceId === sourceId)).toHaveLength(1);

    await admin.call('emergencyStop', { params, body: { reason: 'Publisher asked us to stop' } });
    expect(await everyOf(sourceId)).toBeUndefined();
  });
});
