/**
 * The fixture website as a process of its own, so that the crawlers a benchmark compares meet the
 * same server, which shares no event loop with either of them (nor with the benchmark's own work).
 * Env: FIXTURE_PORT, FIXTURE_LIBRARY_PAGES.
 */
import { FixtureSite } from '@tend/test-stack';

FixtureSite.start({
  port: Number(process.env.FIXTURE_PORT),
  libraryPages: Number(process.env.FIXTURE_LIBRARY_PAGES ?? 0),
  keepAliveTimeoutMs: 5000, // as common web servers do: connections are reused
}).then(
  () => undefined,
  (error: Error) => {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  },
);
