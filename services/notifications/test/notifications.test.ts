import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  AssessmentCompleted,
  CrawlFinished,
  IdentityRpc,
  UserRegistered,
  UserLanguageChanged,
  UserRoleChanged,
  VerificationRequested,
} from '@tend/contracts';
import { DATABASE, RpcClient, type Database } from '@tend/platform';
import { RemindersService } from '@tend/notifications';
import { eventually } from '@tend/platform/testing';
import {
  publishEvent,
  quiet,
  type SignedUpCaregiver,
  signUp as signUpOnly,
  TestStack,
} from '@tend/test-stack';

const day = 24 * 3600 * 1000;

describe('notifications', () => {
  let stack: TestStack;
  const notificationsDb = () => stack.service('notifications').app.get<Database>(DATABASE);
  const sweep = (inDays: number) =>
    stack
      .service('email-worker')
      .app.get(RemindersService)
      .sweep(new Date(Date.now() + inDays * day));

  /** Signs up and waits until notifications has taken in the registration (its welcome is there). */
  async function signUp(firstName: string): Promise<SignedUpCaregiver> {
    const caregiver = await signUpOnly(stack, firstName);
    await eventually(
      async () =>
        (await stack.call('listNotifications', { token: caregiver.token })).items.length > 0,
      10_000,
      'the welcome notification',
    );
    return caregiver;
  }

  beforeAll(async () => {
    stack = await TestStack.start(['identity', 'notifications', 'email-worker'], {
      SUPPORT_EMAIL: 'help@tend.test',
    });
  });
  afterAll(async () => stack?.stop());

  it('welcomes a new caregiver in the inbox, and marks notifications read one by one or all at once', async () => {
    const caregiver = await signUp('Grace');
    const inbox = await stack.call('listNotifications', { token: caregiver.token });
    expect(inbox.unreadCount).toBe(1);
    expect(inbox.items).toEqual([
      // Tapping it opens the care coach it announces.
      expect.objectContaining({
        type: 'success',
        title: 'Welcome to Tend, Grace',
        read: false,
        link: '/ai-coach',
      }),
    ]);
    const id = inbox.items[0].id;
    const marked = await stack.call('markNotificationRead', {
      token: caregiver.token,
      params: { id },
    });
    expect(marked).toEqual({ ok: true, unreadCount: 0 });
    expect((await stack.call('listNotifications', { token: caregiver.token })).items[0]?.read).toBe(
      true,
    );

    await sweep(8);
    const afterSweep = await stack.call('listNotifications', { token: caregiver.token });
    expect(afterSweep.unreadCount).toBe(1);
    expect(afterSweep.items[0]).toMatchObject({ type: 'reminder', read: false });
    await stack.call('markAllNotificationsRead', { token: caregiver.token });
    expect((await stack.call('listNotifications', { token: caregiver.token })).unreadCount).toBe(0);
  });

  it('lets nobody read or mark another caregiver’s notifications', async () => {
    const owner = await signUp('Olive');
    const other = await signUp('Ivan');
    const ownersId = (await stack.call('listNotifications', { token: owner.token })).items[0].id;
    const attempt = await stack.callExpectingError('markNotificationRead', {
      token: other.token,
      params: { id: ownersId },
    });
    expect(attempt.status).toBe(404);
    expect((await stack.call('listNotifications', { token: owner.token })).unreadCount).toBe(1);
    expect(
      (
        await stack.callExpectingError('markNotificationRead', {
          token: other.token,
          params: { id: 'not-an-id' },
        })
      ).status,
    ).toBe(404);
    expect((await stack.callExpectingError('listNotifications')).status).toBe(401);
  });

  it('pages through notifications newest first', async () => {
    const caregiver = await signUp('Pia');
    for (const weeks of [1, 2, 3]) await sweep(weeks * 7 + 1);
    const first = await stack.call('listNotifications', {
      token: caregiver.token,
      query: { limit: 2 },
    });
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const second = await stack.call('listNotifications', {
      token: caregiver.token,
      query: { limit: 2, cursor: first.nextCursor! },
    });
    const all = [...first.items, ...second.items];
    expect(all.length).toBeGreaterThanOrEqual(3);
    const times = all.map((item) => item.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    expect(
      (
        await stack.callExpectingError('listNotifications', {
          token: caregiver.token,
          query: { limit: 500 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await stack.callExpectingError('listNotifications', {
          token: caregiver.token,
          query: { cursor: 'bogus' },
        })
      ).status,
    ).toBe(400);
  });

  it('sends one e-mail for an event delivered twice', async () => {
    const email = `twice.${randomUUID().slice(0, 8)}@example.com`;
    await publishEvent(
      stack,
      VerificationRequested,
      {
        email,
        firstName: 'Twin',
        verificationUrl: 'http://localhost:8080/signup?token=abc',
        expiresAt: new Date(Date.now() + day).toISOString(),
      },
      { times: 2 },
    );
    await stack.mail.waitFor((m) => m.to.includes(email));
    await quiet(stack);
    expect(stack.mail.messages().filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('tells a caregiver their check-in result and reminds them to retake it a month later', async () => {
    const caregiver = await signUp('Abe');
    const completedAt = new Date().toISOString();
    await publishEvent(
      stack,
      AssessmentCompleted,
      {
        userId: caregiver.userId,
        assessmentId: randomUUID(),
        score: 80,
        level: 'High',
        completedAt,
      },
      { times: 2 },
    );
    const notice = await eventually(async () => {
      const page = await stack.call('listNotifications', { token: caregiver.token });
      return page.items.find((item) => item.title === 'Your check-in result: 80, High burden');
    });
    expect(notice).toMatchObject({ type: 'other', read: false });
    expect(notice.message).toContain('988');
    const count = (await stack.call('listNotifications', { token: caregiver.token })).items.length;

    await sweep(29);
    expect(
      (await stack.call('listNotifications', { token: caregiver.token })).items.some(
        (i) => i.title === 'Time for your monthly check-in',
      ),
    ).toBe(false);
    await sweep(31);
    await sweep(32);
    const after = (await stack.call('listNotifications', { token: caregiver.token })).items;
    expect(after.filter((i) => i.title === 'Time for your monthly check-in')).toHaveLength(1);
    expect(after.length).toBeGreaterThan(count);
  });

  it('tells super administrators, and only them, that a crawl finished', async () => {
    const admin = await signUp('Ada');
    const caregiver = await signUp('Cal');
    await stack.gateway.app
      .get(RpcClient)
      .call(IdentityRpc.grantRole, { email: admin.email, role: 'super_admin' });
    await eventually(async () => {
      const { rows } = await notificationsDb().execute<{ role: string }>(
        sql`select role from recipients where user_id = ${admin.userId}`,
      );
      return rows[0]?.role === 'super_admin';
    });
    const counts = {
      urlsDiscovered: 12,
      urlsProcessed: 10,
      urlsSucceeded: 9,
      documentsPublished: 8,
      documentsRemoved: 0,
    };
    await publishEvent(stack, CrawlFinished, {
      jobId: randomUUID(),
      sourceId: randomUUID(),
      sourceName: 'Family Caregiver Alliance',
      status: 'completed',
      counts,
      error: null,
      finishedAt: new Date().toISOString(),
    });
    const seen = await eventually(async () =>
      (await stack.call('listNotifications', { token: admin.token })).items.find(
        (i) => i.title === 'Crawl finished: Family Caregiver Alliance',
      ),
    );
    expect(seen.message).toBe('9 of 10 pages fetched, 8 documents published.');
    const others = (await stack.call('listNotifications', { token: caregiver.token })).items;
    expect(others.some((i) => i.title.startsWith('Crawl'))).toBe(false);
  });

  it('keeps a grant heard before the registration it follows (a retried event comes late)', async () => {
    const who = { userId: randomUUID(), email: `late.${randomUUID().slice(0, 8)}@example.com` };
    const registeredAt = new Date(Date.now() - 60_000).toISOString();
    const row = async () =>
      (
        await notificationsDb().execute<{ role: string; first_name: string }>(
          sql`select role, first_name from recipients where user_id = ${who.userId}`,
        )
      ).rows[0];
    await publishEvent(stack, UserRoleChanged, {
      ...who,
      role: 'super_admin',
      changedAt: new Date().toISOString(),
    });
    await eventually(async () => (await row())?.role === 'super_admin', 15_000, 'the grant');
    await publishEvent(stack, UserRegistered, {
      ...who,
      firstName: 'Late',
      lastName: 'Comer',
      role: 'user',
      agreedToTermsAt: registeredAt,
      agreedToPrivacyAt: registeredAt,
      consentedToDataUsageAt: registeredAt,
      registeredAt,
    });
    await eventually(async () => (await row())?.first_name === 'Late', 15_000, 'the registration');
    expect((await row())?.role).toBe('super_admin');

    const sourceName = `Late source ${randomUUID().slice(0, 8)}`;
    await publishEvent(stack, CrawlFinished, {
      jobId: randomUUID(),
      sourceId: randomUUID(),
      sourceName,
      status: 'completed',
      counts: {
        urlsDiscovered: 1,
        urlsProcessed: 1,
        urlsSucceeded: 1,
        documentsPublished: 1,
        documentsRemoved: 0,
      },
      error: null,
      finishedAt: new Date().toISOString(),
    });
    await eventually(
      async () =>
        (
          await notificationsDb().execute(
            sql`select 1 from notifications where user_id = ${who.userId} and title = ${`Crawl finished: ${sourceName}`}`,
          )
        ).rows.length === 1,
      15_000,
      'the crawl notice for the administrator',
    );
  });

  it('writes in the language chosen, even when the choice is heard before the registration', async () => {
    const who = { userId: randomUUID(), email: `habla.${randomUUID().slice(0, 8)}@example.com` };
    const registeredAt = new Date(Date.now() - 60_000).toISOString();
    const chosen = (language: 'en' | 'es-US', changedAt: Date) =>
      publishEvent(stack, UserLanguageChanged, {
        userId: who.userId,
        language,
        changedAt: changedAt.toISOString(),
      });
    const languageKept = async () =>
      (
        await notificationsDb().execute<{ language: string }>(
          sql`select language from recipients where user_id = ${who.userId}`,
        )
      ).rows[0]?.language;
    await chosen('es-US', new Date());
    await eventually(async () => (await languageKept()) === 'es-US', 15_000, 'the choice');
    // An older choice delivered late (a retry) does not undo the newer one.
    const late = await chosen('en', new Date(Date.now() - 30_000));
    await eventually(
      async () =>
        (await notificationsDb().execute(sql`select 1 from inbox where event_id = ${late}`)).rows
          .length > 0,
      15_000,
      'the late choice applied',
    );
    expect(await languageKept()).toBe('es-US');
    await publishEvent(stack, UserRegistered, {
      ...who,
      firstName: 'Rosa',
      lastName: 'Tarde',
      role: 'user',
      agreedToTermsAt: registeredAt,
      agreedToPrivacyAt: registeredAt,
      consentedToDataUsageAt: registeredAt,
      registeredAt,
    });
    const welcome = await stack.mail.waitFor((m) => m.to.includes(who.email), 30_000);
    expect(welcome.subject).toBe('Le damos la bienvenida a Tend');
    expect(await languageKept()).toBe('es-US');
  });

  it('retries e-mail while SMTP is down and delivers it once when it is back', async () => {
    const email = `down.${randomUUID().slice(0, 8)}@example.com`;
    await stack.mail.pause();
    try {
      await stack.call('sendVerification', {
        body: { email, firstName: 'Dee', lastName: 'Lay' },
      });
      const tried = await eventually(
        async () => {
          const { rows } = await notificationsDb().execute<{ status: string; attempts: number }>(
            sql`select status, attempts from email_deliveries where recipient = ${email}`,
          );
          return rows[0] && rows[0].attempts >= 1 ? rows[0] : undefined;
        },
        15_000,
        'a first delivery attempt',
      );
      expect(tried).toMatchObject({ status: 'queued' });
    } finally {
      await stack.mail.resume();
    }
    await stack.mail.waitFor((m) => m.to.includes(email), 30_000);
    await quiet(stack);
    expect(stack.mail.messages().filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('sends weekly tips only to caregivers who keep tips on, while verification always goes', async () => {
    const keeps = await signUp('Tia');
    const declines = await signUp('Ned');
    await notificationsDb().execute(
      sql`update recipients set tip_notifications = false where user_id = ${declines.userId}`,
    );
    await sweep(8);
    await stack.mail.waitFor(
      (m) => m.to.includes(keeps.email) && m.subject.startsWith('Your weekly tip'),
    );
    await quiet(stack);
    expect(
      stack.mail
        .messages()
        .some((m) => m.to.includes(declines.email) && m.subject.startsWith('Your weekly tip')),
    ).toBe(false);
    const inbox = await stack.call('listNotifications', { token: declines.token });
    expect(inbox.items.some((item) => item.type === 'reminder')).toBe(false);

    stack.mail.clear();
    await stack.call('sendVerification', {
      body: { email: declines.email, firstName: 'Ned', lastName: 'Lopez' },
    });
    await stack.mail.waitFor(
      (m) => m.to.includes(declines.email) && m.subject === 'You already have a Tend account',
    );
  });

  it('takes a support request: stored, sent to the support inbox and confirmed to the caregiver', async () => {
    const caregiver = await signUp('Sam');
    const response = await stack.call('submitSupport', {
      token: caregiver.token,
      body: {
        subject: '  Cannot upload a photo  ',
        category: 'technical',
        message: ' It spins forever. ',
      },
    });
    const toSupport = await stack.mail.waitFor(
      (m) => m.to.includes('help@tend.test') && m.subject.includes('Cannot upload a photo'),
    );
    expect(toSupport.subject).toBe('[Support] Technical Issue: Cannot upload a photo');
    expect(toSupport.text).toContain(caregiver.email);
    const confirmation = await stack.mail.waitFor(
      (m) => m.to.includes(caregiver.email) && m.subject.startsWith('We received your message'),
    );
    expect(confirmation.text).toContain("We'll get back to you within 24 hours.");
    const { rows } = await notificationsDb().execute<{ subject: string; message: string }>(
      sql`select subject, message from support_requests where id = ${response.id}`,
    );
    expect(rows[0]).toEqual({ subject: 'Cannot upload a photo', message: 'It spins forever.' });
  });

  it('refuses an incomplete support request with the spec message, and limits a flood', async () => {
    const caregiver = await signUp('Una');
    for (const body of [
      { subject: ' ', category: 'general', message: 'Hi' },
      { subject: 'Hi', category: 'general' },
      { subject: 'Hi', message: 'x' },
    ]) {
      const response = await stack.api<{ message: string }>('POST', '/api/support', {
        token: caregiver.token,
        body,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Subject, category, and message are required.');
    }
    // Raw, as the bodies above: 'billing' is no category the contract's type allows.
    const bad = await stack.api('POST', '/api/support', {
      token: caregiver.token,
      body: { subject: 'Hi', category: 'billing', message: 'x' },
    });
    expect(bad.status).toBe(400);
    const support = (i: number) => ({
      token: caregiver.token,
      body: { subject: `Hi ${i}`, category: 'general' as const, message: 'x' },
    });
    for (let i = 0; i < 5; i++) await stack.call('submitSupport', support(i));
    expect((await stack.callExpectingError('submitSupport', support(5))).status).toBe(429);
  });
});
