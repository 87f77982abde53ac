import http from 'node:http';
import { percentiles } from './results';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  requests: number;
}

/**
 * Closed-loop HTTP load on 127.0.0.1: `concurrency` clients each send the next request when the
 * last one answers, for `seconds`. Bounded in time; errors (non-2xx) are counted, not retried.
 */
export async function httpLoad(options: {
  url: string;
  headers?: Record<string, string>;
  concurrency: number;
  seconds: number;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const target = new URL(options.url);
  const deadline = Date.now() + options.seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;

  const once = () =>
    new Promise<void>((resolve) => {
      const started = process.hrtime.bigint();
      const request = http.get(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          headers: options.headers,
        },
        (response) => {
          response.resume();
          response.on('end', () => {
            if ((response.statusCode ?? 500) >= 300) errors += 1;
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            resolve();
          });
        },
      );
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });

  const client = async () => {
    while (Date.now() < deadline) await once();
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const elapsed = (Date.now() - started) / 1000;
  agent.destroy();
  const { p50, p99, count } = percentiles(latencies);
  return { requestsPerSecond: Math.round(count / elapsed), p50, p99, errors, requests: count };
}
