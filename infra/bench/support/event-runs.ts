/**
 * What the events benchmark's two pipelines (Tend's and the bare durable one) share: the latency
 * log, the consumer process's reports, the loads and the measured run, so both are timed alike.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { EventPayload, UserRegistered } from '@tend/contracts';
import { percentiles } from './results';

/** Milliseconds on the machine's clock, comparable between processes. */
export const clock = () => performance.timeOrigin + performance.now();

export interface RunFigures {
  eventsPerSecond: number;
  latencyMs: ReturnType<typeof percentiles>;
}

/** Pairs each event's commit with its application, whichever the process hears of first. */
export class LatencyLog {
  private readonly committed = new Map<string, number>();
  private readonly applied = new Map<string, number>();
  samples: number[] = [];

  commit(key: string, at = clock()): void {
    this.pair(key, at, this.applied, this.committed, (at, other) => other - at);
  }

  apply(key: string, at: number): void {
    this.pair(key, at, this.committed, this.applied, (at, other) => at - other);
  }

  reset(): void {
    this.samples = [];
  }

  private pair(
    key: string,
    at: number,
    counterpart: Map<string, number>,
    own: Map<string, number>,
    latency: (at: number, other: number) => number,
  ): void {
    const other = counterpart.get(key);
    if (other === undefined) {
      own.set(key, at);
      return;
    }
    counterpart.delete(key);
    this.samples.push(Math.max(0, latency(at, other)));
  }
}

/** A producer in this process and its consumer in a process of its own. */
export interface EventPipeline {
  /** Commits one event and records the commit in `log`; resolves when the producer may go on. */
  write(): Promise<void>;
  log: LatencyLog;
  stop(): Promise<void>;
}

type Applied = [eventId: string, at: number][];

/**
 * Forks `file` with `args` as a consumer process and feeds the times it reports into `log`; the
 * child calls `consumerReady` once it consumes. Resolves to a function that stops it.
 */
export async function forkConsumer(
  file: string,
  args: string[],
  env: Record<string, string>,
  log: LatencyLog,
): Promise<() => Promise<void>> {
  const child: ChildProcess = fork(file, args, { env: { ...process.env, ...env } });
  await new Promise<void>((ready, failed) => {
    child.once('exit', (code) => failed(new Error(`the consumer process exited (${code})`)));
    child.once('message', () => ready());
  });
  child.on('message', (applied: Applied) => {
    for (const [eventId, at] of applied) log.apply(eventId, at);
  });
  return async () => {
    child.removeAllListeners('exit');
    const exited = new Promise((r) => child.once('exit', r));
    child.send('stop');
    await exited;
  };
}

/**
 * In the consumer process: tells the bench it is ready, and returns the function to call when an
 * event's inbox transaction has committed (reported in batches every 5 ms, not one IPC message each).
 */
export function consumerReady(stop: () => Promise<void>): (eventId: string) => void {
  let applied: Applied = [];
  const report = () => {
    process.send?.(applied);
    applied = [];
  };
  process.on('message', () => void stop().then(() => process.exit(0)));
  process.send?.('ready');
  return (eventId) => {
    if (applied.length === 0) setTimeout(report, 5);
    applied.push([eventId, clock()]);
  };
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
}

/** Starts `send()` on schedule (open loop: a slow send does not delay the next one). */
export async function atSteadyRate(
  rate: number,
  seconds: number,
  send: () => Promise<void>,
): Promise<void> {
  const total = rate * seconds;
  const interval = 1000 / rate;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const wait = started + i * interval - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(send());
  }
  await Promise.all(pending);
}

/** `count` events written back to back by `writers` concurrent writers (closed loop). */
export async function saturate(
  count: number,
  writers: number,
  write: () => Promise<void>,
): Promise<void> {
  let next = 0;
  const writer = async () => {
    while (next < count) {
      next += 1;
      await write();
    }
  };
  await Promise.all(Array.from({ length: writers }, writer));
}

/**
 * Runs `load` (which returns how many events it wrote) and waits until the consumer has committed
 * them all: events per second from the first write to the last inbox commit, and their latencies.
 */
export async function measure(
  pipeline: EventPipeline,
  load: () => Promise<number>,
): Promise<RunFigures> {
  pipeline.log.reset();
  const started = performance.now();
  const expected = await load();
  await waitUntil(() => pipeline.log.samples.length >= expected, 120_000);
  const seconds = (performance.now() - started) / 1000;
  return {
    eventsPerSecond: Math.round(pipeline.log.samples.length / seconds),
    latencyMs: percentiles(pipeline.log.samples),
  };
}

/** The event both pipelines carry: a registration, as identity raises it. */
export function registration(): EventPayload<typeof UserRegistered> {
  const now = new Date().toISOString();
  return {
    userId: randomUUID(),
    email: 'bench@example.com',
    firstName: 'B',
    lastName: 'B',
    role: 'user',
    agreedToTermsAt: now,
    agreedToPrivacyAt: now,
    consentedToDataUsageAt: now,
    registeredAt: now,
  };
}
