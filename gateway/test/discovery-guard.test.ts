import { IdentityRpc } from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import { FixtureSite } from '@tend/discovery/test/fixture-site';
import { TestStack } from './support/test-stack';
import { signUp, type SignedUpCaregiver } from './support/caregiver';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** With DISCOVERY_ALLOW_PRIVATE_NETWORKS unset (as in production), nothing inside reaches the crawler. */
describe('discovery: the address guard', () => {
  let stack: TestStack;
  let site: FixtureSite;
  let admin: SignedUpCaregiver;
  const post = (p: string, body: unknown = {}) =>
    stack.api<Json>('POST', p, { token: admin.token, body });
  const get = (p: string) => stack.api<Json>('GET', p, { token: admin.token });

  beforeAll(async () => {
    site = await FixtureSite.start();
    stack = await TestStack.start(
      ['identity', 'notifications', 'email-worker', 'discovery', 'crawl-worker'],
      {
        DISCOVERY_REQUEST_TIMEOUT_SECONDS: '2',
      },
    );
    admin = await signUp(stack, 'Ada');
    await stack.gateway.app
      .get(RpcClient)
      .call(IdentityRpc.grantRole, { email: admin.email, role: 'super_admin' });
    await eventually(async () => (await get('/api/discovery/jobs')).status === 200);
  });
  afterAll(async () => {
    await stack?.stop();
    await site?.stop();
  });

  it.each([
    ['a loopback address', () => `${site.url}/`, /resolves to 127\.0\.0\.1, a loopback address/],
    [
      'the cloud metadata address',
      () => 'http://169.254.169.254/latest/meta-data/',
      /169\.254\.169\.254, a cloud-metadata address/,
    ],
    ['a private address', () => 'http://10.0.0.1/', /10\.0\.0\.1, a private address/],
    [
      'a host name resolving to loopback',
      () => `${site.url.replace('127.0.0.1', 'localhost')}/`,
      /Refused localhost: it resolves to (127\.0\.0\.1|::1), a loopback address/,
    ],
  ])(
    'refuses %s: preflight and crawl, without a single request',
    async (_kind, baseUrl, refusal) => {
      site.reset();
      const source = (
        await post('/api/discovery/sources', {
          name: 'Inside',
          baseUrl: baseUrl(),
          category: 'x',
          robotsTxtCompliant: true,
        })
      ).body;
      const preflight = await get(`/api/discovery/sources/${source.id}/preflight`);
      expect(preflight.status).toBe(200);
      expect(preflight.body.problems).toEqual([expect.stringMatching(refusal)]);
      expect(preflight.body.estimatedPages).toBe(0);

      await post(`/api/discovery/sources/${source.id}/approve`, {});
      const jobId = (await post(`/api/discovery/sources/${source.id}/crawl`)).body.id;
      const job = await eventually(
        async () => {
          const jobs = (await get('/api/discovery/jobs')).body as unknown as Json[];
          const found = jobs.find((j) => j.id === jobId);
          return found?.status === 'failed' ? found : undefined;
        },
        15_000,
        'the crawl to be refused',
      );
      expect(job.error).toMatch(refusal);
      expect(job.urlsProcessed).toBe(0);
      expect(site.requests).toEqual([]);
    },
  );
});
