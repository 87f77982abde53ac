import { HostLimiter, hostIntervalMs } from './host-limiter';

describe('hostIntervalMs', () => {
  it.each([
    [60, null, 1000],
    [600, null, 100],
    [600, 0.25, 250],
    [60, 0.25, 1000],
    [100_000, null, 0.6],
  ])('%i/min, crawl-delay %s → %s ms', (perMinute, delay, ms) => {
    expect(hostIntervalMs(perMinute, delay)).toBe(ms);
  });
});

describe('HostLimiter', () => {
  it('starts requests to one host an interval apart, however many wait at once', async () => {
    const limiter = new HostLimiter(40);
    const started: Record<string, number[]> = { a: [], b: [] };
    const go = async (host: 'a' | 'b') => {
      await limiter.wait(host);
      started[host].push(Date.now());
    };
    await Promise.all([go('a'), go('a'), go('b'), go('a')]);
    const gaps = started.a.slice(1).map((t, i) => t - started.a[i]);
    expect(gaps).toHaveLength(2);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(39);
    expect(started.b[0] - started.a[0]).toBeLessThan(20);
  });

  it('keeps a sub-millisecond interval on average without a timer per request', async () => {
    const limiter = new HostLimiter(0.5);
    const timers = jest.spyOn(global, 'setTimeout');
    const started = performance.now();
    for (let i = 0; i < 200; i += 1) await limiter.wait('a');
    const elapsed = performance.now() - started;
    const timersSet = timers.mock.calls.length;
    timers.mockRestore();
    expect(elapsed).toBeGreaterThanOrEqual(99 * 0.5);
    // Counted, not timed (a busy machine stretches any wait): one timer per request would be 200.
    expect(timersSet).toBeLessThanOrEqual(100);
  });

  it('stops waiting when the crawl is aborted', async () => {
    const limiter = new HostLimiter(10_000);
    await limiter.wait('a');
    const controller = new AbortController();
    const waiting = limiter.wait('a', controller.signal);
    controller.abort();
    await expect(waiting).resolves.toBeUndefined();
  });
});
