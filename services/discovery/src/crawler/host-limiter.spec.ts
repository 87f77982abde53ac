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
    // On the fake clock (setTimeout and performance.now together): what is checked is the
    // limiter's spacing, not how late a busy machine runs the code after each wait.
    jest.useFakeTimers();
    try {
      const limiter = new HostLimiter(40);
      const started: Record<string, number[]> = { a: [], b: [] };
      const go = async (host: 'a' | 'b') => {
        await limiter.wait(host);
        started[host].push(performance.now());
      };
      const all = Promise.all([go('a'), go('a'), go('b'), go('a')]);
      await jest.advanceTimersByTimeAsync(200);
      await all;
      const gaps = started.a.slice(1).map((t, i) => t - started.a[i]);
      expect(gaps).toEqual([40, 40]);
      expect(started.b[0]).toBe(started.a[0]);
    } finally {
      jest.useRealTimers();
    }
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
