import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { IdentityRpc } from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { everyService, type SignedUpCaregiver, signUp, TestStack } from '@tend/test-stack';

const services = everyService;

/** Routes meant for visitors; every other route must refuse an anonymous caller. */
const publicRoutes = new Set([
  'get /api/config',
  'post /api/auth/send-verification',
  'post /api/auth/complete-signup',
  'post /api/auth/login',
  'post /api/auth/logout',
  'get /api/login',
  'get /api/logout',
  'get /api/unsubscribe/{path}',
  'post /api/unsubscribe/{path}',
  'post /api/support/public',
  // A visitor e-mails herself her checker results (rate-limited; the address is not kept).
  'post /api/eligibility/email',
  'post /api/auth/forgot-password',
  'post /api/auth/reset-password',
  'post /api/auth/reset-password/check',
  'post /api/auth/signup-link',
  'post /api/auth/email-change/confirm',
  'get /healthz',
  'get /readyz',
  'get /metrics',
]);

/** Authorised by a signed, expiring URL instead of a session (like a presigned upload URL). */
const signedUrlRoutes = new Set(['put /api/chat/files/{fileId}']);

/**
 * Authorised by a secret token in the address instead of a session: a circle's invitation (shown
 * before its reader signs in, naming only who invited and for whom) and a member's calendar feed
 * (read by calendar apps), and a visit summary shared with a clinician (who has no account). An
 * unknown token finds nothing.
 */
const secretTokenRoutes = new Set([
  'get /api/invitations/{token}',
  'get /api/calendar/{feed}',
  'get /api/visit-summaries/{token}',
]);

/** Routes for super administrators only. */
const adminOnly = (path: string) =>
  path.startsWith('/api/discovery/') || path.startsWith('/api/admin/');

describe('security', () => {
  let stack: TestStack;
  let caregiver: SignedUpCaregiver;
  let admin: SignedUpCaregiver;
  let routes: { method: string; path: string }[];
  const concrete = (path: string) => path.replace(/\{[^}]+\}/g, randomUUID());

  beforeAll(async () => {
    stack = await TestStack.start(services, { FEATURE_ELIGIBILITY_ENABLED: 'true' });
    caregiver = await signUp(stack, 'Sally');
    admin = await signUp(stack, 'Adam');
    await stack.gateway.app
      .get(RpcClient)
      .call(IdentityRpc.grantRole, { email: admin.email, role: 'super_admin' });
    const document = (
      await stack.api<{ paths: Record<string, Record<string, unknown>> }>(
        'GET',
        '/api/docs/openapi.json',
      )
    ).body;
    routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method, path })),
    );
  }, 120_000);
  afterAll(async () => stack?.stop());

  it('refuses an anonymous caller on every route that is not meant for visitors', async () => {
    const open: string[] = [];
    for (const { method, path } of routes) {
      if (publicRoutes.has(`${method} ${path}`)) continue;
      const response = await stack.api(
        method.toUpperCase(),
        concrete(path),
        method === 'get' ? {} : { body: {} },
      );
      const route = `${method} ${path}`;
      const expected = signedUrlRoutes.has(route) ? 403 : secretTokenRoutes.has(route) ? 404 : 401;
      if (response.status !== expected)
        open.push(`${response.status} ${method.toUpperCase()} ${path}`);
    }
    expect(open).toEqual([]);
  });

  it('keeps every admin route from a signed-in caregiver, and opens it to a super administrator', async () => {
    const leaks: string[] = [];
    const adminRoutes = routes.filter((route) => adminOnly(route.path));
    expect(adminRoutes.length).toBeGreaterThan(5);
    for (const { method, path } of adminRoutes) {
      const options = method === 'get' ? {} : { body: {} };
      const asCaregiver = await stack.api<{ message: string }>(
        method.toUpperCase(),
        concrete(path),
        { ...options, token: caregiver.token },
      );
      if (asCaregiver.status !== 403 || asCaregiver.body.message !== 'Access Denied')
        leaks.push(`${asCaregiver.status} ${method} ${path}`);
    }
    expect(leaks).toEqual([]);
    expect((await stack.api('GET', '/api/discovery/sources', { token: admin.token })).status).toBe(
      200,
    );
  });

  it('refuses forged, unsigned, expired and orphaned tokens', async () => {
    const claims = { sid: randomUUID() };
    const options = { subject: caregiver.userId, issuer: 'tend-identity' };
    const forged = jwt.sign(claims, 'not-the-secret-but-long-enough-to-look-real', {
      ...options,
      expiresIn: 3600,
    });
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({
        ...claims,
        sub: caregiver.userId,
        iss: 'tend-identity',
        exp: Math.floor(Date.now() / 1000) + 3600,
      }),
    ).toString('base64url');
    const unsigned = `${header}.${payload}.`;
    const expired = jwt.sign(claims, stack.secrets.JWT_SECRET, { ...options, expiresIn: -10 });
    const orphaned = jwt.sign(claims, stack.secrets.JWT_SECRET, { ...options, expiresIn: 3600 });
    const tampered = `${caregiver.token.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`;
    for (const token of [forged, unsigned, expired, orphaned, tampered, 'garbage', '']) {
      expect((await stack.api('GET', '/api/auth/user', { token })).status).toBe(401);
      expect(
        (await stack.api('GET', '/api/auth/user', { headers: { cookie: `tend_session=${token}` } }))
          .status,
      ).toBe(401);
    }
    expect((await stack.api('GET', '/api/auth/user', { token: caregiver.token })).status).toBe(200);
  });

  it('never lets one caregiver reach another’s data through ids', async () => {
    const conversation = await stack.api<{ id: string }>('POST', '/api/chat/conversations', {
      token: caregiver.token,
      body: { title: 'Private' },
    });
    const recipient = await stack.api<{ id: string }>('POST', '/api/recipients', {
      token: caregiver.token,
      body: { name: 'Mom', relationship: 'parent', conditions: ['dementia'] },
    });
    const intruder = await signUp(stack, 'Ivy');
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/chat/conversations/${conversation.body.id}/messages`],
      ['PUT', `/api/chat/conversations/${conversation.body.id}`, { title: 'Mine now' }],
      ['DELETE', `/api/chat/conversations/${conversation.body.id}`],
      ['GET', `/api/chat/conversations/${conversation.body.id}/export`],
      [
        'PUT',
        `/api/recipients/${recipient.body.id}`,
        { name: 'X', relationship: 'parent', conditions: ['dementia'] },
      ],
      ['DELETE', `/api/recipients/${recipient.body.id}`],
    ];
    for (const [method, path, body] of attempts) {
      const response = await stack.api(method, path, {
        token: intruder.token,
        ...(body ? { body } : {}),
      });
      expect([method, path, response.status]).toEqual([method, path, 404]);
    }
    expect(
      (
        await stack.api<{ id: string }[]>('GET', '/api/chat/conversations', {
          token: caregiver.token,
        })
      ).body.some((c) => c.id === conversation.body.id),
    ).toBe(true);
  });
});
