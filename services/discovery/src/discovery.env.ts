import { z } from 'zod';
import { envBool, envInt, HealthPorts, processEnv } from '@tend/platform';

export const DiscoveryEnv = processEnv('discovery').extend({
  /** Names Tend and a contact URL; its first word is the token robots.txt groups are matched by. */
  DISCOVERY_USER_AGENT: z
    .string()
    .regex(/^TendBot\/\S+ \(\+https?:\/\/\S+\)/, {
      error: "must start with 'TendBot/<version> (+<contact URL>)'",
    })
    .default('TendBot/1.0 (+https://tend.care/bot)'),
  /** Lets the crawler reach loopback and private addresses: tests and development only. */
  DISCOVERY_ALLOW_PRIVATE_NETWORKS: envBool(false),
  DISCOVERY_MAX_PAGES_PER_JOB: envInt(500, 1, 100_000),
  /** Requests in flight at once within one crawl (one site). */
  DISCOVERY_CONCURRENCY_PER_JOB: envInt(2, 1, 32),
  /** Per-host ceiling; a robots.txt crawl-delay slows it further. */
  DISCOVERY_MAX_REQUESTS_PER_MINUTE: envInt(60, 1, 100_000),
  DISCOVERY_REQUEST_TIMEOUT_SECONDS: envInt(20, 1, 300),
  DISCOVERY_MAX_RETRIES: envInt(2, 0, 10),
  /** Crawl jobs one worker process runs at once. */
  DISCOVERY_WORKER_CONCURRENCY: envInt(2, 1, 16),
  /** A job whose worker stops renewing its lock for this long is taken up by another worker. */
  DISCOVERY_JOB_LOCK_SECONDS: envInt(30, 2, 600),
});
export type DiscoveryConfig = z.infer<typeof DiscoveryEnv>;

export const CrawlWorkerEnv = DiscoveryEnv.extend({
  HEALTH_PORT: DiscoveryEnv.shape.HEALTH_PORT.default(HealthPorts['crawl-worker']),
});
