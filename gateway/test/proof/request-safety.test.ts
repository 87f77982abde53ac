import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import {
  deleteAccount,
  everyService,
  randomClientIp,
  type SignedUpCaregiver,
  signUp,
  strongPassword,
  TestStack,
} from '@tend/test-stack';

/** What a client sees of an answer sent over a raw socket: it may be cut off mid-request. */
interface RawOutcome {
  status?: number;
  body?: string;
  error?: string;
}

/**
 * Sends `body` the way a phone on a slow network does, 64 KB at a time, all of it however long,
 * and reports what came back (a server that closes early leaves the client an EPIPE or reset).
 */
function sendRaw(
  url: string,
  method: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const outcome: RawOutcome = {};
    let pending = 2; // the answer read, and the body sent
    const settle = () => {
      pending -= 1;
      if (pending === 0) resolve(outcome);
    };
    const req = httpRequest(
      url,
      { method, headers: { ...headers, 'content-length': String(body.length) } },
      (res) => {
        let text = '';
        outcome.status = res.statusCode;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          outcome.body = text;
          settle();
        });
      },
    );
    req.on('error', (error) => {
      outcome.error = error.message;
      resolve(outcome);
    });
    const chunk = 64 * 1024;
    const write = (offset: number): void => {
      if (outcome.error) return;
      if (offset >= body.length) return void req.end(settle);
      req.write(body.subarray(offset, offset + chunk));
      setTimeout(() => write(offset + chunk), 0);
    };
    write(0);
  });
}

/**
 * Sends `body` with `Expect: 100-continue` only once the server says "go on", as curl does for a
 * large file, and reports the answer (a server that never says it leaves the client waiting).
 */
function sendAfterContinue(
  url: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const req = httpRequest(url, {
      method: 'PUT',
      headers: { ...headers, 'content-length': String(body.length), expect: '100-continue' },
    });
    req.on('continue', () => req.end(body));
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: text }));
    });
    req.on('error', (error) => resolve({ error: error.message }));
    req.flushHeaders();
  });
}

/** What came back over a raw connection, and when (ms after the request's head was written). */
interface RawExchange {
  head: string;
  body: string;
  answeredAfterMs?: number;
  closedAfterMs?: number;
  error?: string;
}

/**
 * Writes a request's head on a raw connection, then each of `chunks`, `everyMs` apart, never
 * more, and reads until the server closes the connection (or `giveUpMs` passes): a client that
 * declares more than it sends, or sends it a few bytes a second.
 */
function rawRequest(
  url: string,
  head: string[],
  chunks: (string | Buffer)[],
  everyMs: number,
  giveUpMs = 20_000,
): Promise<RawExchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const received: Buffer[] = [];
    const outcome: Partial<RawExchange> = {};
    let started = 0;
    let timer: NodeJS.Timeout | undefined;
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs);
    const send = (index: number): void => {
      if (index >= chunks.length || socket.destroyed || socket.writableEnded) return;
      socket.write(chunks[index]);
      timer = setTimeout(() => send(index + 1), everyMs);
    };
    socket.on('connect', () => {
      started = performance.now();
      socket.write(`${head.join('\r\n')}\r\n\r\n`);
      send(0);
    });
    socket.on('data', (chunk: Buffer) => {
      outcome.answeredAfterMs ??= performance.now() - started;
      received.push(chunk);
    });
    socket.on('end', () => {
      outcome.closedAfterMs = performance.now() - started;
      socket.end();
    });
    socket.on('error', (error) => (outcome.error = error.message));
    socket.on('close', () => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      const text = Buffer.concat(received).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      resolve({
        ...outcome,
        head: split < 0 ? text : text.slice(0, split),
        body: split < 0 ? '' : text.slice(split + 4),
      });
    });
  });
}

/**
 * Issue 31's findings 1-4, each as a person or an attacker would meet them through the gateway:
 * cross-site form posts, cached tokens, an upload link that outlives its account, and oversized
 * bodies answered with a reset instead of a 413.
 */
describe('request safety', () => {
  let stack: TestStack;
  let caregiver: SignedUpCaregiver;
  let uploadDir: string;
  const bodyTimeoutMs = 1_500;

  const login = async (who: SignedUpCaregiver) => {
    const response = await stack.api('POST', '/api/auth/login', {
      body: { email: who.email, password: strongPassword },
    });
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    if (response.status !== 200 || !cookie) throw new Error(`login answered ${response.status}`);
    return { response, cookie };
  };

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'tend-request-safety-'));
    stack = await TestStack.start(everyService, {
      FEATURE_ELIGIBILITY_ENABLED: 'true',
      UPLOAD_DIR: uploadDir,
      // Low, so that a slow body's cut-off is seen in a test (10 s by default).
      REQUEST_BODY_TIMEOUT_MS: String(bodyTimeoutMs),
    });
    caregiver = await signUp(stack, 'Rosa');
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await rm(uploadDir, { recursive: true, force: true });
  });

  describe('a write authenticated by the session cookie', () => {
    it('is refused as a form post (415), and nothing is created', async () => {
      const { cookie } = await login(caregiver);
      const before = await stack.api<unknown[]>('GET', '/api/chat/conversations', {
        token: caregiver.token,
      });
      const form = await stack.api('POST', '/api/chat/conversations', {
        rawBody: 'title=Hello',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(form.status).toBe(415);
      expect(form.body).toMatchObject({ message: expect.stringMatching(/JSON/) });
      const empty = await stack.api('POST', '/api/chat/conversations', {
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(empty.status).toBe(415);
      const after = await stack.api<unknown[]>('GET', '/api/chat/conversations', {
        token: caregiver.token,
      });
      expect(after.body).toHaveLength(before.body.length);
    });

    it('needs Origin or Sec-Fetch-Site to prove it came from Tend (403 without either)', async () => {
      const { cookie } = await login(caregiver);
      const send = (headers: Record<string, string>) =>
        stack.api('POST', '/api/chat/conversations', { body: {}, headers: { cookie, ...headers } });
      const host = new URL(stack.url).host;
      expect((await send({})).status).toBe(403);
      expect((await send({ origin: 'https://evil.example' })).status).toBe(403);
      expect((await send({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await send({ origin: 'null' })).status).toBe(403);
      expect((await send({ origin: `http://${host}` })).status).toBe(200);
      expect((await send({ 'sec-fetch-site': 'same-origin' })).status).toBe(200);
      // A bearer token cannot be sent by another site's form: no proof needed.
      expect(
        (await stack.api('POST', '/api/chat/conversations', { body: {}, token: caregiver.token }))
          .status,
      ).toBe(200);
    });
  });

  describe('caching', () => {
    it('marks every answer carrying a token, a session or personal data no-store', async () => {
      const { response: loggedIn } = await login(caregiver);
      expect(loggedIn.headers.get('cache-control')).toMatch(/\bno-store\b/);
      const as = { token: caregiver.token };
      for (const route of ['/api/auth/user', '/api/profile', '/api/chat/conversations']) {
        const answer = await stack.api('GET', route, as);
        expect([route, answer.status]).toEqual([route, 200]);
        expect(`${route}: ${answer.headers.get('cache-control')}`).toMatch(/: .*\bno-store\b/);
      }
    });

    it('keeps every other API answer out of shared caches', async () => {
      const config = await stack.api('GET', '/api/config');
      expect(config.status).toBe(200);
      expect(config.headers.get('cache-control')).toMatch(/private/);
      expect(config.headers.get('cache-control')).toMatch(/no-(cache|store)/);
    });
  });

  describe('erasure and upload links', () => {
    it('makes a link issued before the account was deleted useless, and keeps no file', async () => {
      const leaving = await signUp(stack, 'Leaving');
      const grant = await stack.api<{ uploadURL: string }>('POST', '/api/chat/upload', {
        token: leaving.token,
        body: {},
      });
      expect(grant.status).toBe(200);
      expect(await deleteAccount(stack, leaving.token)).toBe(200);
      const identityDb = stack.service('identity').app.get<Database>(DATABASE);
      await eventually(
        async () =>
          (
            await identityDb.execute<{ completed_at: Date | null }>(
              sql`select completed_at from account_deletions where user_id = ${leaving.userId}`,
            )
          ).rows[0]?.completed_at,
        30_000,
        'every service to confirm the erasure',
      );
      const late = await fetch(`${stack.url}${grant.body.uploadURL}`, {
        method: 'PUT',
        headers: { 'content-type': 'text/plain', 'x-forwarded-for': randomClientIp() },
        body: 'Mom takes 5 mg at night.',
      });
      expect(late.status).toBe(410);
      expect(await late.json()).toMatchObject({ message: expect.stringMatching(/no longer/) });
      expect(await readdir(path.join(uploadDir, leaving.userId)).catch(() => [])).toEqual([]);
    });
  });

  describe('an oversized body', () => {
    const oversized: [string, string, Buffer][] = [
      [
        'a 2 MB JSON body',
        '/api/chat/conversations',
        Buffer.from(JSON.stringify({ title: 'x'.repeat(2 * 1024 * 1024) })),
      ],
      [
        '100,000 conditions',
        '/api/profile',
        Buffer.from(JSON.stringify({ conditions: Array(100_000).fill('dementia') })),
      ],
    ];

    it.each(oversized)(
      '%s gets a 413 the client can read, not a reset',
      async (_name, route, body) => {
        const outcome = await sendRaw(`${stack.url}${route}`, 'POST', body, {
          'content-type': 'application/json',
          authorization: `Bearer ${caregiver.token}`,
          'x-forwarded-for': randomClientIp(),
        });
        expect(outcome.error).toBeUndefined();
        expect(outcome.status).toBe(413);
        expect(JSON.parse(outcome.body ?? '{}')).toMatchObject({
          statusCode: 413,
          message: expect.stringMatching(/too large/i),
        });
        // The connection is still good for the next request.
        expect((await stack.api('GET', '/api/auth/user', { token: caregiver.token })).status).toBe(
          200,
        );
      },
    );

    const headFor = (method: string, target: string, headers: string[]) => [
      `${method} ${target} HTTP/1.1`,
      `Host: ${new URL(stack.url).host}`,
      `X-Forwarded-For: ${randomClientIp()}`,
      ...headers,
    ];

    const expectAnswer = (exchange: RawExchange, status: number, message: RegExp) => {
      expect(exchange.head).toMatch(new RegExp(`^HTTP/1.1 ${status} `));
      expect(exchange.head).toMatch(/\r\nconnection: close(\r\n|$)/i);
      expect(JSON.parse(exchange.body)).toMatchObject({ statusCode: status, message });
    };

    it('declared as 5,000,000,000 bytes and not sent gets its 413 within a second, and the connection closes', async () => {
      const exchange = await rawRequest(
        stack.url,
        headFor('POST', '/api/chat/conversations', [
          'Content-Type: application/json',
          `Authorization: Bearer ${caregiver.token}`,
          'Content-Length: 5000000000',
        ]),
        ['{"title":'],
        0,
      );
      expectAnswer(exchange, 413, /too large/i);
      expect(JSON.parse(exchange.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
      expect(exchange.answeredAfterMs).toBeLessThan(1_000);
      expect(exchange.closedAfterMs).toBeLessThan(1_000);
      expect(exchange.error).toBeUndefined();
    });

    it('declared as 5,000,000,000 bytes to an upload link gets its 413 within a second', async () => {
      const grant = await stack.api<{ uploadURL: string }>('POST', '/api/chat/upload', {
        token: caregiver.token,
        body: {},
      });
      expect(grant.status).toBe(200);
      const exchange = await rawRequest(
        stack.url,
        headFor('PUT', grant.body.uploadURL, [
          'Content-Type: application/pdf',
          'Content-Length: 5000000000',
        ]),
        ['%PDF-1.7'],
        0,
      );
      expectAnswer(exchange, 413, /MB/);
      expect(exchange.answeredAfterMs).toBeLessThan(1_000);
      expect(exchange.closedAfterMs).toBeLessThan(1_000);
    });

    it('of a type the API does not read, within the limit but not sent, gets its 415 within a second', async () => {
      const exchange = await rawRequest(
        stack.url,
        headFor('POST', '/api/chat/conversations', [
          'Content-Type: text/plain',
          `Authorization: Bearer ${caregiver.token}`,
          'Content-Length: 500000',
        ]),
        ['hello'],
        0,
      );
      expectAnswer(exchange, 415, /JSON/);
      expect(exchange.answeredAfterMs).toBeLessThan(1_000);
      expect(exchange.closedAfterMs).toBeLessThan(1_000);
    });

    it('declared as 5,000,000,000 bytes to a route that reads no body (GET) gets its 413 within a second', async () => {
      const exchange = await rawRequest(
        stack.url,
        headFor('GET', '/api/auth/user', [
          `Authorization: Bearer ${caregiver.token}`,
          'Content-Length: 5000000000',
        ]),
        ['{"a":'],
        0,
      );
      expectAnswer(exchange, 413, /too large/i);
      expect(exchange.answeredAfterMs).toBeLessThan(1_000);
      expect(exchange.closedAfterMs).toBeLessThan(1_000);
    });

    it('declared as 5,000,000,000 bytes after Expect: 100-continue gets its 413 without being asked to go on', async () => {
      const exchange = await rawRequest(
        stack.url,
        headFor('POST', '/api/chat/conversations', [
          'Content-Type: application/json',
          `Authorization: Bearer ${caregiver.token}`,
          'Content-Length: 5000000000',
          'Expect: 100-continue',
        ]),
        [],
        0,
      );
      expectAnswer(exchange, 413, /too large/i);
      expect(exchange.answeredAfterMs).toBeLessThan(1_000);
      expect(exchange.closedAfterMs).toBeLessThan(1_000);
    });

    it('declared with a length no server can hold gets a 400 in the usual shape, and the connection closes', async () => {
      const exchange = await rawRequest(
        stack.url,
        headFor('POST', '/api/chat/conversations', [
          'Content-Type: application/json',
          `Authorization: Bearer ${caregiver.token}`,
          'Content-Length: 99999999999999999999',
        ]),
        ['{'],
        0,
      );
      expectAnswer(exchange, 400, /could not be read/);
      expect(JSON.parse(exchange.body)).toMatchObject({ code: 'BAD_REQUEST' });
      expect(exchange.closedAfterMs).toBeLessThan(1_000);
    });

    it('sent in chunks without a declared length gets a 413 once past the limit, read before the close', async () => {
      const piece = 'x'.repeat(64 * 1024);
      const chunk = `${piece.length.toString(16)}\r\n${piece}\r\n`;
      const exchange = await rawRequest(
        stack.url,
        headFor('POST', '/api/chat/conversations', [
          'Content-Type: application/json',
          `Authorization: Bearer ${caregiver.token}`,
          'Transfer-Encoding: chunked',
        ]),
        ['{"title":"', ...Array<string>(40).fill(chunk)].map((text, index) =>
          index === 0 ? `${text.length.toString(16)}\r\n${text}\r\n` : text,
        ),
        0,
      );
      expectAnswer(exchange, 413, /too large/i);
      expect(exchange.error).toBeUndefined();
    });
  });

  describe('an attachment', () => {
    it('sent after Expect: 100-continue, as curl sends a large file, is asked for and stored', async () => {
      const grant = await stack.api<{ uploadURL: string }>('POST', '/api/chat/upload', {
        token: caregiver.token,
        body: {},
      });
      expect(grant.status).toBe(200);
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2 * 1024 * 1024, 'a')]);
      const outcome = await sendAfterContinue(`${stack.url}${grant.body.uploadURL}`, pdf, {
        'content-type': 'application/pdf',
        'x-forwarded-for': randomClientIp(),
      });
      expect(outcome.status).toBe(200);
      expect(JSON.parse(outcome.body ?? '{}')).toMatchObject({
        contentType: 'application/pdf',
        size: pdf.length,
      });
    });
  });

  describe('a request whose body never comes', () => {
    it('to a route that reads none is answered at once, and the connection closes behind the answer', async () => {
      const exchange = await rawRequest(
        stack.url,
        [
          'GET /api/auth/user HTTP/1.1',
          `Host: ${new URL(stack.url).host}`,
          `X-Forwarded-For: ${randomClientIp()}`,
          `Authorization: Bearer ${caregiver.token}`,
          'Content-Length: 100',
        ],
        ['{"a":'],
        0,
      );
      expect(exchange.head).toMatch(/^HTTP\/1.1 200 /);
      expect(exchange.head).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(exchange.body)).toMatchObject({ id: caregiver.userId });
      expect(exchange.closedAfterMs).toBeLessThan(bodyTimeoutMs);
    });
  });

  describe('a body that arrives too slowly', () => {
    it('is cut off at REQUEST_BODY_TIMEOUT_MS with a 408, and the connection closes', async () => {
      const exchange = await rawRequest(
        stack.url,
        [
          'POST /api/chat/conversations HTTP/1.1',
          `Host: ${new URL(stack.url).host}`,
          `X-Forwarded-For: ${randomClientIp()}`,
          'Content-Type: application/json',
          `Authorization: Bearer ${caregiver.token}`,
          'Content-Length: 200',
        ],
        ['{"title":"', ...Array<string>(20).fill('abc')],
        1_000,
      );
      expect(exchange.head).toMatch(/^HTTP\/1.1 408 /);
      expect(exchange.head).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(exchange.body)).toMatchObject({
        statusCode: 408,
        message: expect.stringMatching(/too long/),
      });
      expect(exchange.answeredAfterMs).toBeGreaterThanOrEqual(bodyTimeoutMs - 50);
      expect(exchange.answeredAfterMs).toBeLessThan(bodyTimeoutMs + 1_000);
      expect(exchange.closedAfterMs).toBeLessThan(bodyTimeoutMs + 1_000);
    });
  });
});
