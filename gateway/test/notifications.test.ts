import { randomUUID } from 'node:crypto';
import * as amqplib from 'amqplib';
import { sql } from 'drizzle-orm';
import { VerificationRequested } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { RemindersService } from '@tend/notifications';
import { eventually } from '@tend/platform/testing';
import { TestStack } from './support/test-stack';
import { signUp as signUpOnly, type SignedUpCaregiver } from './support/caregiver';

const day = 24 * 3600 * 1000;

interface Page {
  items: {
    id: string;
    type: string;
    title: string;
    message: string;
    timestamp: string;
    read: boolean;
  }[];
  unreadCount: number;
  nextCursor: string | null;
}

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
        (await stack.api<Page>('GET', '/api/notifications', { token: caregiver.token })).body.items
          .length > 0,
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
    const inbox = await stack.api<Page>('GET', '/api/notifications', { token: caregiver.token });
    expect(inbox.status).toBe(200);
    expect(inbox.body.unreadCount).toBe(1);
    expect(inbox.body.items).toEqual([
      expect.objectContaining({ type: 'success', title: 'Welcome to Tend, Grace', read: false }),
    ]);
    const id = inbox.body.items[0].id;
    const marked = await stack.api('POST', `/api/notifications/${id}/read`, {
      token: caregiver.token,
    });
    expect(marked.body).toEqual({ ok: true, unreadCount: 0 });
    expect(
      (await stack.api<Page>('GET', '/api/notifications', { token: caregiver.token })).body.items[0]
        ?.read,
    ).toBe(true);

    await sweep(8);
    const afterSweep = await stack.api<Page>('GET', '/api/notifications', {
      token: caregiver.token,
    });
    expect(afterSweep.body.unreadCount).toBe(1);
    expect(afterSweep.body.items[0]).toMatchObject({ type: 'reminder', read: false });
    await stack.api('POST', '/api/notifications/read-all', { token: caregiver.token });
    expect(
      (await stack.api<Page>('GET', '/api/notifications', { token: caregiver.token })).body
        .unreadCount,
    ).toBe(0);
  });

  it('lets nobody read or mark another caregiver’s notifications', async () => {
    const owner = await signUp('Olive');
    const other = await signUp('Ivan');
    const ownersId = (await stack.api<Page>('GET', '/api/notifications', { token: owner.token }))
      .body.items[0].id;
    const attempt = await stack.api<{ message: string }>(
      'POST',
      `/api/notifications/${ownersId}/read`,
      { token: other.token },
    );
    expect(attempt.status).toBe(404);
    expect(
      (await stack.api<Page>('GET', '/api/notifications', { token: owner.token })).body.unreadCount,
    ).toBe(1);
    expect(
      (await stack.api('POST', '/api/notifications/not-an-id/read', { token: other.token })).status,
    ).toBe(404);
    expect((await stack.api('GET', '/api/notifications')).status).toBe(401);
  });

  it('pages through notifications newest first', async () => {
    const caregiver = await signUp('Pia');
    for (const weeks of [1, 2, 3]) await sweep(weeks * 7 + 1);
    const first = await stack.api<Page>('GET', '/api/notifications?limit=2', {
      token: caregiver.token,
    });
    expect(first.body.items).toHaveLength(2);
    expect(first.body.nextCursor).not.toBeNull();
    const second = await stack.api<Page>(
      'GET',
      `/api/notifications?limit=2&cursor=${first.body.nextCursor}`,
      { token: caregiver.token },
    );
    const all = [...first.body.items, ...second.body.items];
    expect(all.length).toBeGreaterThanOrEqual(3);
    const times = all.map((item) => item.timestamp);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    expect(
      (await stack.api('GET', '/api/notifications?limit=500', { token: caregiver.token })).status,
    ).toBe(400);
    expect(
      (await stack.api('GET', '/api/notifications?cursor=bogus', { token: caregiver.token }))
        .status,
    ).toBe(400);
  });

  it('sends one e-mail for an event delivered twice', async () => {
    const email = `twice.${randomUUID().slice(0, 8)}@example.com`;
    const envelope = {
      id: randomUUID(),
      name: VerificationRequested.name,
      occurredAt: new Date().toISOString(),
      payload: {
        email,
        firstName: 'Twin',
        verificationUrl: 'http://localhost:8080/signup?token=abc',
        expiresAt: new Date(Date.now() + day).toISOString(),
      },
    };
    const connection = await amqplib.connect('amqp://guest:guest@127.0.0.1:5672');
    const channel = await connection.createConfirmChannel();
    for (let i = 0; i < 2; i++) {
      channel.publish(
        stack.ns.topology.eventsExchange,
        envelope.name,
        Buffer.from(JSON.stringify(envelope)),
        { messageId: envelope.id, type: envelope.name, persistent: true },
      );
    }
    await channel.waitForConfirms();
    await connection.close();
    await stack.mail.waitFor((m) => m.to.includes(email));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(stack.mail.messages().filter((m) => m.to.includes(email))).toHaveLength(1);
  });

  it('retries e-mail while SMTP is down and delivers it once when it is back', async () => {
    const email = `down.${randomUUID().slice(0, 8)}@example.com`;
    await stack.mail.pause();
    try {
      await stack.api('POST', '/api/auth/send-verification', {
        body: { email, firstName: 'Dee', lastName: 'Lay' },
      });
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const { rows } = await notificationsDb().execute<{ status: string; attempts: number }>(
        sql`select status, attempts from email_deliveries where recipient = ${email}`,
      );
      expect(rows[0]).toMatchObject({ status: 'queued' });
      expect(rows[0].attempts).toBeGreaterThanOrEqual(1);
    } finally {
      await stack.mail.resume();
    }
    await stack.mail.waitFor((m) => m.to.includes(email), 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1000));
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
      (m) => m.to.includes(keeps.email) && m.subject.startsWith('Your weekly check-in'),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(
      stack.mail
        .messages()
        .some((m) => m.to.includes(declines.email) && m.subject.startsWith('Your weekly check-in')),
    ).toBe(false);
    const inbox = await stack.api<Page>('GET', '/api/notifications', { token: declines.token });
    expect(inbox.body.items.some((item) => item.type === 'reminder')).toBe(false);

    stack.mail.clear();
    await stack.api('POST', '/api/auth/send-verification', {
      body: { email: declines.email, firstName: 'Ned', lastName: 'Lopez' },
    });
    await stack.mail.waitFor(
      (m) => m.to.includes(declines.email) && m.subject === 'You already have a Tend account',
    );
  });

  it('takes a support request: stored, sent to the support inbox and confirmed to the caregiver', async () => {
    const caregiver = await signUp('Sam');
    const response = await stack.api<{ ok: boolean; id: string }>('POST', '/api/support', {
      token: caregiver.token,
      body: {
        subject: '  Cannot upload a photo  ',
        category: 'technical',
        message: ' It spins forever. ',
      },
    });
    expect(response.status).toBe(200);
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
      sql`select subject, message from support_requests where id = ${response.body.id}`,
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
    const bad = await stack.api('POST', '/api/support', {
      token: caregiver.token,
      body: { subject: 'Hi', category: 'billing', message: 'x' },
    });
    expect(bad.status).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await stack.api('POST', '/api/support', {
            token: caregiver.token,
            body: { subject: `Hi ${i}`, category: 'general', message: 'x' },
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });
});
