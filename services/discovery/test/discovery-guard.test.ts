import {
  FixtureSite,
  DiscoveryCalls,
  discoveryServices,
  signUpSuperAdmin,
  TestStack,
} from '@tend/test-stack';

/** With DISCOVERY_ALLOW_PRIVATE_NETWORKS unset (as in production), nothing inside reaches the crawler. */
describe('discovery: the address guard', () => {
  let stack: TestStack;
  let site: FixtureSite;
  let admin: DiscoveryCalls;

  beforeAll(async () => {
    site = await FixtureSite.start();
    stack = await TestStack.start([...discoveryServices], {
      DISCOVERY_REQUEST_TIMEOUT_SECONDS: '2',
    });
    admin = new DiscoveryCalls(stack, await signUpSuperAdmin(stack));
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
    [
      'an IPv4-mapped IPv6 loopback address',
      () => site.url.replace('127.0.0.1', '[::ffff:127.0.0.1]'),
      /Refused \[::ffff:7f00:1\]: it resolves to ::ffff:7f00:1, a loopback address/,
    ],
    [
      'a decimal-encoded loopback address',
      () => site.url.replace('127.0.0.1', '2130706433'),
      /Refused 127\.0\.0\.1: it resolves to 127\.0\.0\.1, a loopback address/,
    ],
    [
      'a hex-encoded loopback address',
      () => site.url.replace('127.0.0.1', '0x7f000001'),
      /Refused 127\.0\.0\.1: it resolves to 127\.0\.0\.1, a loopback address/,
    ],
    [
      'the IPv6 loopback address',
      () => 'http://[::1]/',
      /Refused \[::1\]: it resolves to ::1, a loopback address/,
    ],
    [
      'an IPv4-compatible IPv6 loopback address',
      () => site.url.replace('127.0.0.1', '[::127.0.0.1]'),
      /Refused \[::7f00:1\]: it resolves to ::7f00:1, a loopback address \(it carries 127\.0\.0\.1\)/,
    ],
    [
      'the cloud metadata address inside NAT64',
      () => 'http://[64:ff9b::169.254.169.254]/latest/meta-data/',
      /64:ff9b::a9fe:a9fe, a cloud-metadata address \(it carries 169\.254\.169\.254\)/,
    ],
    [
      'the unspecified address',
      () => site.url.replace('127.0.0.1', '0.0.0.0'),
      /0\.0\.0\.0, an unspecified address/,
    ],
  ])(
    'refuses %s: preflight and crawl, without a single request',
    async (_kind, baseUrl, refusal) => {
      site.reset();
      const source = await admin.createSource({
        name: 'Inside',
        baseUrl: baseUrl(),
        category: 'x',
        robotsTxtCompliant: true,
      });
      const ofSource = { params: { id: source.id } };
      const preflight = await admin.call('preflight', ofSource);
      expect(preflight.problems).toEqual([expect.stringMatching(refusal)]);
      expect(preflight.estimatedPages).toBe(0);

      await admin.call('approveSource', { ...ofSource, body: {} });
      const job = await admin.finished(await admin.crawl(source.id), 15_000);
      expect(job.status).toBe('failed');
      expect(job.error).toMatch(refusal);
      expect(job.urlsProcessed).toBe(0);
      expect(site.requests).toEqual([]);
    },
  );
});
