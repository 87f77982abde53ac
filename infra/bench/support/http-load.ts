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
 * last one answers, for `warmupSeconds` unrecorded and then `seconds` measured, on the same
 * keep-alive connections (as wrk and autocannon warm up): the measured requests are those of
 * clients already connected, not the burst of `concurrency` connections opening at once. Bounded
 * in time; errors (non-2xx) are counted, not retried.
 */
export async function httpLoad(options: {
  url: string;
  headers?: Record<string, string>;
  concurrency: number;
  seconds: number;
  warmupSeconds?: number;
  /** Called when the measured seconds begin. */
  onMeasuring?: () => void;
}): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency });
  const target = new URL(options.url);
  const measuredFrom = Date.now() + (options.warmupSeconds ?? 0) * 1000;
  const deadline = measuredFrom + options.seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;

  const once = () =>
    new Promise<void>((resolve) => {
      const measured = Date.now() >= measuredFrom;
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
            if (measured && (response.statusCode ?? 500) >= 300) errors += 1;
            if (measured) latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            resolve();
          });
        },
      );
      request.on('error', () => {
        if (measured) errors += 1;
        resolve();
      });
    });

  const client = async () => {
    while (Date.now() < deadline) await once();
  };
  const measuring = setTimeout(() => options.onMeasuring?.(), measuredFrom - Date.now());
  await Promise.all(Array.from({ length: options.concurrency }, client));
  clearTimeout(measuring);
  const elapsed = (Date.now() - measuredFrom) / 1000;
  agent.destroy();
  const { p50, p99, count } = percentiles(latencies);
  return { requestsPerSecond: Math.round(count / elapsed), p50, p99, errors, requests: count };
}
