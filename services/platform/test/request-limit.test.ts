import { randomUUID } from 'node:crypto';
import { consumeRequestLimit, createRedis, DomainError, type Redis } from '../src';
import { TestNamespace } from '../src/testing';

describe('a request limit shared by every process (rate-limiter-flexible on Redis)', () => {
  const ns = new TestNamespace();
  const env = ns.env() as { REDIS_URL: string; TEND_NAMESPACE: string };
  // Two clients: as two replicas of a service would count.
  const clients: Redis[] = [
    createRedis(env.REDIS_URL, env.TEND_NAMESPACE),
    createRedis(env.REDIS_URL, env.TEND_NAMESPACE),
  ];
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await ns.cleanup();
  });

  const limit = (key: string) => ({
    key,
    max: 3,
    windowSeconds: 60,
    message: 'Too many requests from you; please wait an hour and try again.',
  });

  it('refuses the request over the limit, whichever process counts it, in the words given', async () => {
    const key = `test:${randomUUID()}`;
    for (let i = 0; i < 3; i++) await consumeRequestLimit(clients[i % 2], limit(key));
    const refused = await consumeRequestLimit(clients[1], limit(key)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DomainError);
    expect(refused).toMatchObject({
      status: 429,
      message: 'Too many requests from you; please wait an hour and try again.',
    });
    // Another subject has its own count.
    await expect(consumeRequestLimit(clients[0], limit(`test:${randomUUID()}`))).resolves.toBe(
      undefined,
    );
  });

  it('gives every counter its window as it is created, so none can outlive it', async () => {
    const key = `test:${randomUUID()}`;
    await consumeRequestLimit(clients[0], limit(key));
    const ttl = await clients[0].ttl(`ratelimit:${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
  });
});
