/**
 * Events: how long from a committed outbox row to a consumer's inbox transaction having committed
 * the handler's write, at a steady rate a caregiver would meet and saturated, against raw amqplib
 * publish → consume in the same run. The consumer is a service of its own in its own process, as
 * every consumer of an event is in Tend; times are the machine's clock, shared by both processes.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Controller, Module } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import * as amqplib from 'amqplib';
import { UserRegistered, type EventPayload } from '@tend/contracts';
import {
  DATABASE,
  Inbox,
  Outbox,
  serviceEnv,
  startService,
  type Database,
  type EventContext,
  type ServiceDefinition,
} from '@tend/platform';
import { TestNamespace } from '@tend/platform/testing';
import { medianBy, percentiles, recordResults, round } from './support/results';

/**
 * Long enough to be past the first second's ramp-up on both sides: at 2,000 events the raw run
 * lasted about 0.2 s and its rate swung between 5,500 and 14,000/s from one run to the next.
 */
const saturatedCount = Number(process.env.BENCH_EVENTS ?? 10_000);
/** Saturated runs on each side; the median by throughput is reported, every round beside it. */
const saturatedRounds = Number(process.env.BENCH_EVENTS_ROUNDS ?? 3);
const steadyRate = Number(process.env.BENCH_EVENTS_RATE ?? 200);
const steadySeconds = Number(process.env.BENCH_EVENTS_SECONDS ?? 20);
const writers = 8;

@Controller()
class ApplyingConsumer {
  @EventPattern(UserRegistered.name)
  onRegistered(
    @Payload() _payload: EventPayload<typeof UserRegistered>,
    @Ctx() _ctx: EventContext,
  ) {
    // Applied by the inbox transaction alone: what is measured is Tend's own path.
  }
}

@Module({ controllers: [ApplyingConsumer] })
class ConsumerModule {}
@Module({})
class ProducerModule {}

const definition = (name: string, module: unknown): ServiceDefinition => ({
  name,
  env: serviceEnv(`bench_${name}`, 0),
  migrationsFolder: path.join(__dirname, 'support/empty-migrations'),
  module: () => ({ module: module as never }),
});

type Latency = ReturnType<typeof percentiles>;
interface RunFigures {
  eventsPerSecond: number;
  latencyMs: Latency;
}

/** The round of median throughput, with every round's rate. */
async function medianOfRounds(run: () => Promise<RunFigures>) {
  const rounds: RunFigures[] = [];
  for (let i = 0; i < saturatedRounds; i++) rounds.push(await run());
  const median = medianBy(rounds, (r) => r.eventsPerSecond);
  if (!median) throw new Error('BENCH_EVENTS_ROUNDS must be at least 1');
  return { ...median, roundsEventsPerSecond: rounds.map((r) => r.eventsPerSecond) };
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
}

/** Starts `send(i)` on schedule (open loop: a slow send does not delay the next one). */
async function atSteadyRate(
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

/** Milliseconds on the machine's clock, comparable between processes. */
const clock = () => performance.timeOrigin + performance.now();

/** Pairs each event's commit with its application, whichever the process hears of first. */
class LatencyLog {
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

/** Hears of each event the moment the consumer's inbox transaction has committed it. */
function observeCommits(inbox: Inbox, committed: (eventId: string) => void): void {
  const once = inbox.once.bind(inbox);
  inbox.once = async (eventId, ...rest) => {
    const outcome = await once(eventId, ...rest);
    if (outcome === 'applied') committed(eventId);
    return outcome;
  };
}

function registration(): EventPayload<typeof UserRegistered> {
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

type Applied = [eventId: string, at: number][];

/** The consumer's process: applies events and tells the bench when each one committed. */
async function consumerProcess(): Promise<void> {
  const config = JSON.parse(process.env.BENCH_CONSUMER_CONFIG ?? '{}') as never;
  const consumer = await startService(definition('consumer', ConsumerModule), config);
  let applied: Applied = [];
  const report = () => {
    process.send?.(applied);
    applied = [];
  };
  observeCommits(consumer.app.get(Inbox), (eventId) => {
    if (applied.length === 0) setTimeout(report, 5);
    applied.push([eventId, clock()]);
  });
  process.on('message', () => void consumer.stop().then(() => process.exit(0)));
  process.send?.('ready');
}

async function startConsumer(ns: TestNamespace, log: LatencyLog): Promise<ChildProcess> {
  const config = ns.config(definition('consumer', ConsumerModule));
  const child = fork(__filename, ['consumer'], {
    env: { ...process.env, BENCH_CONSUMER_CONFIG: JSON.stringify(config) },
  });
  await new Promise<void>((ready, failed) => {
    child.once('exit', (code) => failed(new Error(`the consumer process exited (${code})`)));
    child.once('message', () => ready());
  });
  child.on('message', (applied: Applied) => {
    for (const [eventId, at] of applied) log.apply(eventId, at);
  });
  return child;
}

async function tendEvents(ns: TestNamespace) {
  const producer = await startService(
    definition('producer', ProducerModule),
    ns.config(definition('producer', ProducerModule)),
  );
  const log = new LatencyLog();
  const consumer = await startConsumer(ns, log);
  const db = producer.app.get<Database>(DATABASE);
  const outbox = producer.app.get(Outbox);
  const write = async () => {
    const eventId = await db.transaction((tx) => outbox.add(tx, UserRegistered, registration()));
    log.commit(eventId);
  };
  const run = async (load: () => Promise<number>): Promise<RunFigures> => {
    log.reset();
    const started = performance.now();
    const expected = await load();
    await waitUntil(() => log.samples.length >= expected, 120_000);
    const seconds = (performance.now() - started) / 1000;
    return {
      eventsPerSecond: Math.round(log.samples.length / seconds),
      latencyMs: percentiles(log.samples),
    };
  };
  try {
    await run(async () => (await atSteadyRate(steadyRate, 1, write), steadyRate)); // warm-up
    const steady = await run(async () => {
      await atSteadyRate(steadyRate, steadySeconds, write);
      return steadyRate * steadySeconds;
    });
    const saturated = await medianOfRounds(() =>
      run(async () => {
        let next = 0;
        const writer = async () => {
          while (next < saturatedCount) {
            next += 1;
            await write();
          }
        };
        await Promise.all(Array.from({ length: writers }, writer));
        return saturatedCount;
      }),
    );
    return { steady, saturated };
  } finally {
    consumer.removeAllListeners('exit');
    const exited = new Promise((r) => consumer.once('exit', r));
    consumer.send('stop');
    await Promise.all([producer.stop(), exited]);
  }
}

async function rawAmqp(ns: TestNamespace) {
  const connection = await amqplib.connect('amqp://guest:guest@127.0.0.1:5672');
  const publisher = await connection.createConfirmChannel();
  const consumer = await connection.createChannel();
  const queue = `${ns.id}.raw-baseline`;
  await consumer.assertQueue(queue, { durable: true });
  await consumer.prefetch(16);
  let latencies: number[] = [];
  await consumer.consume(queue, (message) => {
    if (!message) return;
    latencies.push(performance.now() - Number(message.content.toString()));
    consumer.ack(message);
  });
  const send = () =>
    publisher.sendToQueue(queue, Buffer.from(String(performance.now())), { persistent: true });
  const run = async (count: number, load: () => Promise<void>): Promise<RunFigures> => {
    latencies = [];
    const started = performance.now();
    await load();
    await waitUntil(() => latencies.length >= count, 60_000);
    const seconds = (performance.now() - started) / 1000;
    return {
      eventsPerSecond: Math.round(latencies.length / seconds),
      latencyMs: percentiles(latencies),
    };
  };
  try {
    const steady = await run(steadyRate * steadySeconds, () =>
      atSteadyRate(steadyRate, steadySeconds, async () => {
        send();
        await publisher.waitForConfirms();
      }),
    );
    const saturated = await medianOfRounds(() =>
      run(saturatedCount, async () => {
        for (let i = 0; i < saturatedCount; i++) {
          send();
          if (i % 100 === 99) await publisher.waitForConfirms();
        }
        await publisher.waitForConfirms();
      }),
    );
    return { steady, saturated };
  } finally {
    await consumer.deleteQueue(queue);
    await connection.close();
  }
}

async function main() {
  const ns = new TestNamespace();
  try {
    const baseline = await rawAmqp(ns);
    const tend = await tendEvents(ns);
    recordResults('events', {
      steady: {
        rate: steadyRate,
        seconds: steadySeconds,
        tend: tend.steady,
        baselineRawAmqp: baseline.steady,
        aim: 'p50 ≤ 10 ms, p99 ≤ 50 ms',
      },
      saturated: {
        events: saturatedCount,
        rounds: saturatedRounds,
        writers,
        tend: tend.saturated,
        baselineRawAmqp: baseline.saturated,
        throughputRatio: round(tend.saturated.eventsPerSecond / baseline.saturated.eventsPerSecond),
        aim: 'ratio ≥ 0.25',
      },
      note:
        'tend latency = outbox transaction committed → relay (publisher confirms) → topic exchange → ' +
        "consumer's inbox transaction (mark + handler's write) committed; raw = publish → consume, no database",
    });
  } finally {
    await ns.cleanup();
  }
}

void (process.argv[2] === 'consumer' ? consumerProcess() : main()).then(
  () => process.argv[2] === 'consumer' || process.exit(0),
  (error: Error) => {
    process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  },
);
