import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { startMailCatcher, type MailCatcher } from '@tend/mail-catcher';
import { TestNamespace, eventually } from '@tend/platform/testing';
import { quiet, unpublishedIn } from '@tend/test-stack';
import { restartRabbitMq, restartRedis } from './backing-services';
import { deadLetters } from './dead-letters';
import { TendProcess } from './processes';

const port = 18_900 + Math.floor(Math.random() * 50);
const password = 'Caring4Mom!';

/**
 * Faults in the middle of real work: sign-ups (identity, its outbox relay), events (notifications)
 * and e-mail (the worker, BullMQ on Redis). Afterwards every acknowledged write is there, every
 * event applied once, every e-mail sent once, and no dead letter is left unexplained.
 */
describe('faults in the middle of a burst', () => {
  const ns = new TestNamespace();
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
  };
  let mail: MailCatcher;
  let processes: Record<'identity' | 'notifications' | 'emailWorker' | 'gateway', TendProcess>;
  const signedUp: string[] = [];
  const counts: Record<string, number> = {};

  const api = (route: string, body: unknown) =>
    fetch(`http://127.0.0.1:${port}${route}`, {
      method: 'POST',
      // Each sign-up from its own address, as behind the ingress: per-address limits stay out of it.
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
      body: JSON.stringify(body),
    })
      .then((response) => response.status)
      .catch(() => 0);

  async function query<T>(service: string, sql: string, values: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: ns.databaseUrl(service) });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  /** Sign-ups from start to finish, with `fault` striking after the first third has been asked for. */
  async function burst(label: string, size: number, fault: () => Promise<void>): Promise<void> {
    const emails = Array.from(
      { length: size },
      (_, i) => `${label}${i}.${randomUUID().slice(0, 6)}@example.com`,
    );
    const asked: string[] = [];
    for (const [i, email] of emails.entries()) {
      if (i === Math.floor(size / 3)) await fault();
      if (
        (await api('/api/auth/send-verification', { email, firstName: 'Fay', lastName: 'Ult' })) ===
        200
      )
        asked.push(email);
    }
    for (const email of asked) {
      const message = await mail
        .waitFor((m) => m.to.includes(email) && m.subject.startsWith('Confirm'), 90_000)
        .catch(async (error: Error) => {
          const stuck = await query(
            'notifications',
            `select recipient, template, status, attempts, last_error, updated_at from email_deliveries where status <> 'sent'`,
          );
          throw new Error(`${error.message}\nnot sent: ${JSON.stringify(stuck)}`);
        });
      const token = new URL(
        message.links.find((link) => link.includes('token='))!,
      ).searchParams.get('token');
      const done = await api('/api/auth/complete-signup', {
        token,
        password,
        agreedToTerms: true,
        agreedToPrivacy: true,
        consentedToDataUsage: true,
      });
      if (done === 200) signedUp.push(email);
    }
    counts[`${label}: acknowledged sign-ups`] = asked.length;
  }

  /** Starts it again as soon as it is gone (kill9 resolves once the process has exited). */
  async function restart(process: TendProcess): Promise<void> {
    await process.kill9();
    process.start();
  }

  /**
   * Nothing more can happen: every e-mail delivery settled (the delivery row is the truth, so a
   * job lost with Redis is re-queued by the sweeper until then), then every outbox published, and
   * every queue and e-mail job of these processes empty.
   */
  async function settled(): Promise<void> {
    await eventually(
      async () =>
        (await query('notifications', `select 1 from email_deliveries where status = 'queued'`))
          .length === 0,
      90_000,
      'every e-mail delivery to be settled',
    );
    await quiet(
      {
        ns,
        running: new Set(['identity', 'notifications', 'email-worker']),
        unpublishedEvents: () => unpublishedIn(ns, ['identity', 'notifications']),
      },
      60_000,
    );
  }

  beforeAll(async () => {
    mail = await startMailCatcher({ maxMessages: 5000 });
    const shared = {
      ...secrets,
      SMTP_URL: mail.smtpUrl,
      LOG_LEVEL: 'warn',
      RPC_TIMEOUT_MS: '10000',
      EMAIL_SWEEP_AFTER_SECONDS: '3',
    };
    const env = (service: string, extra: Record<string, string> = {}) =>
      ns.env({
        ...shared,
        DATABASE_URL: ns.databaseUrl(service),
        HEALTH_PORT: '0',
        ...extra,
      }) as Record<string, string>;
    processes = {
      identity: new TendProcess('identity', 'services/identity/dist/main.js', env('identity')),
      notifications: new TendProcess(
        'notifications',
        'services/notifications/dist/main.js',
        env('notifications'),
      ),
      emailWorker: new TendProcess(
        'email-worker',
        'services/notifications/dist/email-worker.js',
        env('notifications'),
      ),
      gateway: new TendProcess(
        'gateway',
        'gateway/dist/main.js',
        ns.env({
          ...shared,
          PORT: String(port),
          RATE_LIMIT_PER_MINUTE: '100000',
          TRUST_PROXY: 'true',
        }) as Record<string, string>,
      ),
    };
    ns.track('identity');
    ns.track('notifications');
    for (const process of Object.values(processes)) process.start();
    await eventually(
      async () => (await fetch(`http://127.0.0.1:${port}/readyz`)).ok,
      60_000,
      'the gateway',
    );
    await eventually(() => ns.consuming('notifications'), 60_000, 'notifications to take events');
  }, 180_000);

  afterAll(async () => {
    await Promise.all(Object.values(processes ?? {}).map((p) => p.stop()));
    await mail?.stop();
    await ns.cleanup();
  });

  it('loses nothing and does nothing twice', async () => {
    if (process.env.FAULTS_ONLY !== 'kill-worker')
      await burst('kill-notifications', 12, () => restart(processes.notifications));
    await burst('kill-worker', 12, () => restart(processes.emailWorker));
    if (process.env.FAULTS_ONLY === 'kill-worker') return;
    await burst('kill-identity', 12, () => restart(processes.identity));
    await burst('restart-rabbitmq', 12, restartRabbitMq);
    await burst('restart-redis', 12, restartRedis);

    await eventually(
      async () =>
        signedUp.every((email) =>
          mail.messages().some((m) => m.to.includes(email) && m.subject === 'Welcome to Tend'),
        ),
      90_000,
      'every welcome e-mail',
    );
    await settled();

    const users = await query<{ email: string }>('identity', 'select email from users');
    const recipients = await query<{ email: string }>(
      'notifications',
      'select email from recipients',
    );
    const welcomes = await query<{ user_id: string; n: number }>(
      'notifications',
      `select user_id, count(*)::int as n from notifications where title like 'Welcome to Tend%' group by user_id`,
    );
    counts['completed sign-ups'] = signedUp.length;
    counts['users in identity'] = users.length;
    counts['recipients in notifications'] = recipients.length;
    // An e-mail is its Message-ID: a worker killed between the SMTP server's "accepted" and the
    // record of it sends again with the same Message-ID, which mail apps show once.
    const perAddress = (subject: string) =>
      signedUp.map((email) => {
        const sent = mail.messages().filter((m) => m.to.includes(email) && m.subject === subject);
        return {
          emails: new Set(sent.map((m) => m.headers['message-id'])).size,
          sent: sent.length,
        };
      });
    const verificationCounts = perAddress('Confirm your email to finish joining Tend');
    const welcomeCounts = perAddress('Welcome to Tend');
    const twice = (rows: { emails: number }[]) => rows.filter((row) => row.emails > 1).length;
    const resent = (rows: { emails: number; sent: number }[]) =>
      rows.reduce((sum, row) => sum + row.sent - row.emails, 0);
    counts['verification e-mails sent twice'] = twice(verificationCounts);
    counts['welcome e-mails sent twice'] = twice(welcomeCounts);
    counts['SMTP repeats of one e-mail (same Message-ID)'] =
      resent(verificationCounts) + resent(welcomeCounts);

    counts['dead letters'] = await deadLetters(ns, ['identity', 'notifications']);
    process.stdout.write(`\nfaults: ${JSON.stringify(counts, null, 2)}\n`);

    expect(signedUp.length).toBeGreaterThan(30);
    for (const email of signedUp) expect(users.map((u) => u.email)).toContain(email);
    for (const email of signedUp) expect(recipients.map((r) => r.email)).toContain(email);
    expect(welcomes.every((row) => row.n === 1)).toBe(true);
    expect(welcomeCounts.every((row) => row.emails === 1)).toBe(true);
    expect(verificationCounts.every((row) => row.emails === 1)).toBe(true);
    expect(counts['dead letters']).toBe(0);
  }, 900_000);
});
