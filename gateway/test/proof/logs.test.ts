import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { startMailCatcher, type MailCatcher } from '@tend/mail-catcher';
import { TestNamespace, eventually } from '@tend/platform/testing';

const root = path.resolve(__dirname, '../../..');
const gatewayPort = 18_480 + Math.floor(Math.random() * 400);

interface Running {
  name: string;
  child: ChildProcess;
  output: string[];
  /** Settles once the process has exited and its output is closed: it can log nothing more. */
  closed: Promise<void>;
}

/**
 * The built processes, as operators run them, with every log line kept: what a person could read
 * in the logs must never include a password, a session token, a verification token or a secret,
 * and one request's correlation id must be followable across the processes it touched.
 */
describe('what the logs say', () => {
  const ns = new TestNamespace();
  const secrets = {
    JWT_SECRET: randomBytes(32).toString('hex'),
    UNSUBSCRIBE_SECRET: randomBytes(32).toString('hex'),
  };
  const processes: Running[] = [];
  let mail: MailCatcher;

  function start(name: string, script: string, env: Record<string, string>): Running {
    const child = spawn(process.execPath, [path.join(root, script)], {
      cwd: root,
      env: {
        ...process.env,
        ...(ns.env({ ...secrets, ...env, LOG_LEVEL: 'trace', NODE_ENV: 'production' }) as Record<
          string,
          string
        >),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
    const running = { name, child, output: [] as string[], closed };
    child.stdout.on('data', (chunk: Buffer) => running.output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => running.output.push(chunk.toString()));
    processes.push(running);
    return running;
  }

  const api = (
    method: string,
    route: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    fetch(`http://127.0.0.1:${gatewayPort}${route}`, {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });

  beforeAll(async () => {
    mail = await startMailCatcher();
    const db = (service: string) => ({ DATABASE_URL: ns.databaseUrl(service), HEALTH_PORT: '0' });
    start('identity', 'services/identity/dist/main.js', db('identity'));
    start('notifications', 'services/notifications/dist/main.js', {
      ...db('notifications'),
      SMTP_URL: mail.smtpUrl,
    });
    start('email-worker', 'services/notifications/dist/email-worker.js', {
      ...db('notifications'),
      SMTP_URL: mail.smtpUrl,
    });
    start('gateway', 'gateway/dist/main.js', {
      PORT: String(gatewayPort),
      HEALTH_PORT: String(gatewayPort),
    });
    for (const name of ['identity', 'notifications']) ns.track(name);
    await eventually(
      async () => (await fetch(`http://127.0.0.1:${gatewayPort}/readyz`)).ok,
      60_000,
      'the gateway',
    );
    await eventually(() => ns.consuming('notifications'), 60_000, 'notifications to take events');
  }, 150_000);

  /** Stops every process the way an operator does and waits until none can log anything more. */
  async function stopAll(): Promise<void> {
    await Promise.all(
      processes.map(({ child, closed }) => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        return closed;
      }),
    );
  }

  afterAll(async () => {
    await stopAll();
    await mail?.stop();
    await ns.cleanup();
  });

  it('never contain a password, a token or a secret, and follow one correlation id across processes', async () => {
    const email = `logs.${randomUUID().slice(0, 8)}@example.com`;
    const password = `Pw-${randomUUID().slice(0, 8)}!A1`;
    const correlationId = `support-ticket-${randomUUID().slice(0, 8)}`;
    await eventually(
      async () =>
        (
          await api(
            'POST',
            '/api/auth/send-verification',
            { email, firstName: 'Lena', lastName: 'Log' },
            { 'x-correlation-id': correlationId },
          )
        ).ok,
      30_000,
      'identity to answer',
    );
    const message = await mail.waitFor((m) => m.to.includes(email), 45_000);
    const verificationToken = new URL(
      message.links.find((link) => link.includes('token='))!,
    ).searchParams.get('token')!;
    const signedUp = (await (
      await api('POST', '/api/auth/complete-signup', {
        token: verificationToken,
        password,
        agreedToTerms: true,
        agreedToPrivacy: true,
        consentedToDataUsage: true,
      })
    ).json()) as { token: string };
    const wrong = await api('POST', '/api/auth/login', { email, password: `${password}x` });
    expect(wrong.status).toBe(401);
    const login = (await (await api('POST', '/api/auth/login', { email, password })).json()) as {
      token: string;
    };
    expect(
      (await api('GET', '/api/auth/user', undefined, { authorization: `Bearer ${login.token}` }))
        .status,
    ).toBe(200);
    // Everything they logged, to the last line of their shutdown.
    await stopAll();

    const all = processes.map((p) => p.output.join('')).join('\n');
    expect(all.length).toBeGreaterThan(1000);
    for (const secret of [
      password,
      `${password}x`,
      signedUp.token,
      login.token,
      verificationToken,
      secrets.JWT_SECRET,
      secrets.UNSUBSCRIBE_SECRET,
    ]) {
      expect(all.includes(secret)).toBe(false);
    }
    const carrying = processes
      .filter((p) => p.output.join('').includes(correlationId))
      .map((p) => p.name)
      .sort();
    expect(carrying).toEqual(['email-worker', 'gateway', 'identity', 'notifications']);
  });
});
