import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { TestStack } from '@tend/test-stack';

const run = promisify(execFile);

describe('the gateway', () => {
  let stack: TestStack;
  const webDist = mkdtempSync(path.join(tmpdir(), 'tend-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><head><title>Tend</title></head><div id="root"></div>',
  );
  // What the build says the home screen fetches first (web/scripts/first-screens.ts).
  mkdirSync(path.join(webDist, '.vite'));
  writeFileSync(
    path.join(webDist, '.vite', 'first-screens.json'),
    JSON.stringify({ '/': ['assets/home-Ab12.js', 'assets/home-Cd34.css'] }),
  );
  // A built chunk with its two compressed copies, each saying which it is once decoded.
  mkdirSync(path.join(webDist, 'assets'));
  const chunk = path.join(webDist, 'assets', 'home-Ab12.js');
  writeFileSync(chunk, 'export const copy = "plain";');
  writeFileSync(`${chunk}.br`, brotliCompressSync('export const copy = "brotli";'));
  writeFileSync(`${chunk}.gz`, gzipSync('export const copy = "gzip";'));

  beforeAll(async () => {
    stack = await TestStack.start(['identity'], {
      FEATURE_ELIGIBILITY_ENABLED: 'true',
      WEB_DIST_DIR: webDist,
      RPC_TIMEOUT_MS: '3000',
    });
  });
  afterAll(async () => stack?.stop());

  it('serves the public settings the browser starts from', async () => {
    expect(await stack.call('getPublicConfig')).toEqual({
      eligibilityEnabled: true,
      analyticsMeasurementId: null,
      supportEmail: 'support@tend.care',
      maxUploadMb: 10,
      coachOffline: expect.any(Boolean),
    });
  });

  it('answers malformed JSON with a 400 and a clear message', async () => {
    const response = await stack.api('POST', '/api/auth/login', {
      rawBody: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: 'The request body is not valid JSON.',
      error: 'Bad Request',
    });
  });

  it('answers a body that is not an object, and a wrong content type, with a 4xx', async () => {
    const array = await stack.api('POST', '/api/auth/login', { body: [1, 2] });
    expect(array.status).toBe(400);
    const text = await stack.api('POST', '/api/auth/login', {
      rawBody: 'email=a',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ statusCode: 415 });
  });

  it('refuses an oversized body with a 413', async () => {
    // Raw: 413 is no error a route's contract declares.
    const response = await stack.api('POST', '/api/auth/login', {
      body: { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ statusCode: 413, message: 'The request is too large.' });
  });

  it('answers an unknown API path with a JSON 404 and a client route with the web app', async () => {
    const api = await stack.api('GET', '/api/nothing-here');
    expect(api.status).toBe(404);
    expect(api.body).toEqual({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'There is nothing at GET /api/nothing-here.',
      error: 'Not Found',
    });
    const page = await stack.api<string>('GET', '/settings');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
  });

  it('sends a built file in the smallest encoding the browser takes, cached for good', async () => {
    const fetchChunk = (acceptEncoding: string) =>
      fetch(`${stack.url}/assets/home-Ab12.js`, { headers: { 'accept-encoding': acceptEncoding } });
    const brotli = await fetchChunk('gzip, deflate, br');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toContain('"brotli"');
    expect(brotli.headers.get('content-type')).toContain('javascript');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('vary')).toContain('accept-encoding');
    const gzip = await fetchChunk('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await gzip.text()).toContain('"gzip"');
    const plain = await fetchChunk('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('"plain"');
  });

  it("names the first screen's files in the app shell it sends to someone signed in", async () => {
    const home = (cookie?: string) =>
      fetch(`${stack.url}/`, { headers: cookie ? { cookie } : {} }).then((r) => r.text());
    const signedIn = await home('tend_session=some-session');
    expect(signedIn).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-Ab12.js">',
    );
    expect(signedIn).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/home-Cd34.css">',
    );
    expect(signedIn.indexOf('home-Ab12.js')).toBeLessThan(signedIn.indexOf('</head>'));
    // A visitor is sent no signed-in screen's code, and other addresses only the shell.
    expect(await home()).not.toContain('modulepreload');
    const settings = await fetch(`${stack.url}/settings`, {
      headers: { cookie: 'tend_session=some-session' },
    }).then((r) => r.text());
    expect(settings).not.toContain('modulepreload');
    expect(settings).toContain('<div id="root">');
  });

  it('sends the web app and the API with a content security policy and no sniffing, framing or referrer', async () => {
    for (const route of ['/settings', '/api/config', '/api/nothing-here']) {
      const { headers } = await stack.api('GET', route);
      expect(headers.get('content-security-policy')).toMatch(
        // Directives are separated by ';' (helmet writes no space after it; browsers allow both).
        /default-src 'self'; ?script-src 'self' https:\/\/www\.googletagmanager\.com;.*object-src 'none'.*frame-ancestors 'none'/,
      );
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('referrer-policy')).toBe('same-origin');
    }
    // Swagger UI starts itself with inline script: the policy is left off its pages only.
    const docs = await stack.api('GET', '/api/docs');
    expect(docs.status).toBe(200);
    expect(docs.headers.get('content-security-policy')).toBeNull();
    expect(docs.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reports liveness, readiness and Prometheus metrics', async () => {
    expect((await stack.api('GET', '/healthz')).body).toEqual({ status: 'ok' });
    const ready = await stack.api<{ checks: Record<string, string> }>('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ rabbitmq: 'up', redis: 'up' });
    const metrics = await fetch(`${stack.url}/metrics`).then((r) => r.text());
    expect(metrics).toContain('process_cpu_user_seconds_total');
  });

  it('documents the API at /api/docs', async () => {
    const document = await stack.api<{ paths: Record<string, unknown> }>(
      'GET',
      '/api/docs/openapi.json',
    );
    expect(document.status).toBe(200);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/api/config', '/api/auth/login', '/api/auth/user']),
    );
  });

  it('returns the caller correlation id, or a new one', async () => {
    const given = await stack.callWithHeaders('getPublicConfig', {
      headers: { 'x-correlation-id': 'support-ticket-42' },
    });
    expect(given.headers.get('x-correlation-id')).toBe('support-ticket-42');
    const made = await stack.callWithHeaders('getPublicConfig', {
      headers: { 'x-correlation-id': 'bad id <script>' },
    });
    expect(made.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 within the timeout when a service is down, never hanging', async () => {
    await stack.stopService('identity');
    const started = Date.now();
    const response = await stack.callExpectingError('login', {
      body: { email: 'a@example.com', password: 'Whatever1!' },
    });
    expect(response.status).toBe(503);
    expect(response.body.message).toContain('not answering right now');
    expect(response.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(4500);
    await stack.startService('identity');
  });
});

describe('configuration', () => {
  // The built process, as an operator starts it (npm test builds before it tests).
  const main = path.join(__dirname, '../dist/main.js');

  it('stops with one line naming a bad variable', async () => {
    const failure = await run(process.execPath, [main], {
      env: { ...process.env, JWT_SECRET: 'x'.repeat(40), PORT: 'eighty' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr.trim()).toBe(
      'gateway: Invalid configuration: PORT must be a port number (0-65535)',
    );
  });

  it('names a missing secret', async () => {
    const env = { ...process.env };
    delete env.JWT_SECRET;
    const failure = await run(process.execPath, [main], { env }).catch(
      (error: { stderr: string }) => error,
    );
    expect(failure.stderr.trim()).toBe('gateway: Invalid configuration: JWT_SECRET is missing');
  });
});
