/**
 * Spaces requests to one host: each starts at least `intervalMs` after the previous one started
 * (robots.txt crawl-delay or the per-host requests-per-minute ceiling, whichever is slower).
 * Waiters queue in order, so concurrency never squeezes two requests into one interval. A wait
 * shorter than a timer can do (1 ms) is not slept: the request takes the slot that was due, so a
 * high ceiling costs no timer per request and the rate still holds over any two requests.
 *
 * Crawlee's sameDomainDelaySecs does not serve here: it keys hosts by registrable domain, which
 * an IP address or a single-label host has none of (no spacing at all for them), it re-queues a
 * waiting request on a timer instead of holding it, and Crawlee reads no Crawl-delay
 * (apify/crawlee#2436). Its maxRequestsPerMinute counts per minute, so it allows bursts.
 */
export class HostLimiter {
  private readonly tails = new Map<string, Promise<void>>();
  private readonly last = new Map<string, number>();

  constructor(private readonly intervalMs: number) {}

  async wait(host: string, signal?: AbortSignal): Promise<void> {
    const previous = this.tails.get(host) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    this.tails.set(host, mine);
    await previous;
    try {
      const due = (this.last.get(host) ?? -Infinity) + this.intervalMs;
      const delay = due - performance.now();
      if (delay >= 1 && !signal?.aborted) await sleep(delay, signal);
      this.last.set(host, Math.max(performance.now(), due));
    } finally {
      release();
    }
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** The spacing between requests to a host, from our ceiling and the site's crawl-delay. */
export function hostIntervalMs(
  maxRequestsPerMinute: number,
  crawlDelaySeconds: number | null,
): number {
  return Math.max(60_000 / maxRequestsPerMinute, Math.round((crawlDelaySeconds ?? 0) * 1000));
}
