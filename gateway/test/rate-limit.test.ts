import { startService, type RunningService } from '@tend/platform';
import { gatewayService } from '@tend/gateway';
import { TestStack } from '@tend/test-stack';

const tooMany = 'Too many requests. Please wait a moment and try again.';

/** GET /api/config from one client address (the gateways trust X-Forwarded-For, as behind a proxy). */
async function configFrom(gateway: RunningService<unknown>, ip: string) {
  const response = await fetch(`${gateway.healthUrl}/api/config`, {
    headers: { 'x-forwarded-for': ip },
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: (await response.json()) as { message?: string },
  };
}

describe('the per-address request limit', () => {
  let stack: TestStack;
  const extra: RunningService<unknown>[] = [];
  const gatewayWith = async (env: Record<string, string>) => {
    const gateway = await startService(
      gatewayService,
      stack.ns.config(gatewayService, {
        ...stack.secrets,
        PORT: '0',
        TRUST_PROXY: 'true',
        RATE_LIMIT_PER_MINUTE: '10',
        ...env,
      }),
    );
    extra.push(gateway);
    return gateway;
  };

  beforeAll(async () => {
    stack = await TestStack.start([], { RATE_LIMIT_PER_MINUTE: '10' });
  });
  afterAll(async () => {
    await Promise.all(extra.map((gateway) => gateway.stop()));
    await stack?.stop();
  });

  it('holds across gateway processes, with a 429 that says when to come back', async () => {
    const second = await gatewayWith({});
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await configFrom(i % 2 ? second : stack.gateway, ip)).status);
    expect(statuses).toEqual(Array(10).fill(200));

    const refused = await configFrom(second, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(tooMany);
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(60);
    expect((await configFrom(stack.gateway, ip)).status).toBe(429);
    // Another address is not held back by that one.
    expect(
      (await configFrom(stack.gateway, `10.78.0.${Math.floor(Math.random() * 250)}`)).status,
    ).toBe(200);
  });

  it('still holds in each process while Redis cannot be reached', async () => {
    // A gateway given an address where no Redis listens: it counts in memory meanwhile.
    const cutOff = await gatewayWith({ REDIS_URL: 'redis://127.0.0.1:1' });
    const ip = `10.79.0.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 10; i++) expect((await configFrom(cutOff, ip)).status).toBe(200);
    const refused = await configFrom(cutOff, ip);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(tooMany);
    expect(refused.retryAfter).toMatch(/^\d+$/);
  });
});
