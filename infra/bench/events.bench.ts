/**
 * Events: how long from a committed outbox row to a consumer's inbox transaction having committed
 * the handler's write, at a steady rate a caregiver would meet and saturated, against the bare
 * durable pipeline (support/durable-baseline.ts) in the same run, round by round in turn. Each
 * consumer is a process of its own, as every consumer of an event is in Tend; times are the
 * machine's clock, shared by the processes.
 */
import path from 'node:path';
import { Controller, Module } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
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
import { startDurableBaseline } from './support/durable-baseline';
import {
  atSteadyRate,
  consumerReady,
  forkConsumer,
  LatencyLog,
  measure,
  registration,
  saturate,
  type EventPipeline,
  type RunFigures,
} from './support/event-runs';
import { medianBy, recordResults, round } from './support/results';

/**
 * Long enough to be past the first second's ramp-up on both sides: at 2,000 events a raw amqplib
 * run lasted about 0.2 s and its rate swung between 5,500 and 14,000/s from one run to the next.
 */
const saturatedCount = Number(process.env.BENCH_EVENTS ?? 10_000);
/** Saturated rounds on each side, in turn; the median by throughput is reported with the range. */
const saturatedRounds = Number(process.env.BENCH_EVENTS_ROUNDS ?? 5);
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

/** Hears of each event the moment the consumer's inbox transaction has committed it. */
function observeCommits(inbox: Inbox, committed: (eventId: string) => void): void {
  const once = inbox.once.bind(inbox);
  inbox.once = async (eventId, ...rest) => {
    const outcome = await once(eventId, ...rest);
    if (outcome === 'applied') committed(eventId);
    return outcome;
  };
}

/** Tend's consumer process: applies events and tells the bench when each one committed. */
async function consumerProcess(): Promise<void> {
  const config = JSON.parse(process.env.BENCH_CONSUMER_CONFIG ?? '{}') as never;
  const consumer = await startService(definition('consumer', ConsumerModule), config);
  observeCommits(
    consumer.app.get(Inbox),
    consumerReady(() => consumer.stop()),
  );
}

/** Tend's producer in this process: each write commits an outbox row in its own transaction. */
async function startTend(ns: TestNamespace): Promise<EventPipeline> {
  const producer = await startService(
    definition('producer', ProducerModule),
    ns.config(definition('producer', ProducerModule)),
  );
  const log = new LatencyLog();
  const config = ns.config(definition('consumer', ConsumerModule));
  const stopConsumer = await forkConsumer(
    __filename,
    ['consumer'],
    { BENCH_CONSUMER_CONFIG: JSON.stringify(config) },
    log,
  ).catch(async (error: Error) => {
    await producer.stop();
    throw error;
  });
  const db = producer.app.get<Database>(DATABASE);
  const outbox = producer.app.get(Outbox);
  return {
    log,
    async write() {
      const eventId = await db.transaction((tx) => outbox.add(tx, UserRegistered, registration()));
      log.commit(eventId);
    },
    async stop() {
      await Promise.all([producer.stop(), stopConsumer()]);
    },
  };
}

const steadyLoad = (pipeline: EventPipeline, seconds: number) => async () => {
  await atSteadyRate(steadyRate, seconds, () => pipeline.write());
  return steadyRate * seconds;
};

const saturatedLoad = (pipeline: EventPipeline) => async () => {
  await saturate(saturatedCount, writers, () => pipeline.write());
  return saturatedCount;
};

interface Rounds {
  median: RunFigures;
  rounds: number[];
}

function summary(runs: RunFigures[]): Rounds {
  const median = medianBy(runs, (r) => r.eventsPerSecond);
  if (!median) throw new Error('BENCH_EVENTS_ROUNDS must be at least 1');
  return { median, rounds: runs.map((r) => r.eventsPerSecond) };
}

/**
 * The saturated rounds, Tend's and the baseline's in turn, the first of each pair alternating, so
 * neither side always meets the machine after the other's load.
 */
async function saturatedInTurn(tend: EventPipeline, baseline: EventPipeline) {
  const runs = { tend: [] as RunFigures[], baseline: [] as RunFigures[] };
  for (let i = 0; i < saturatedRounds; i++) {
    const order = i % 2 === 0 ? (['tend', 'baseline'] as const) : (['baseline', 'tend'] as const);
    for (const side of order) {
      const pipeline = side === 'tend' ? tend : baseline;
      runs[side].push(await measure(pipeline, saturatedLoad(pipeline)));
    }
  }
  return { tend: summary(runs.tend), baseline: summary(runs.baseline) };
}

async function compare(tend: EventPipeline, baseline: EventPipeline) {
  for (const pipeline of [tend, baseline]) await measure(pipeline, steadyLoad(pipeline, 1)); // warm-up
  const steady = {
    tend: await measure(tend, steadyLoad(tend, steadySeconds)),
    baseline: await measure(baseline, steadyLoad(baseline, steadySeconds)),
  };
  return { steady, saturated: await saturatedInTurn(tend, baseline) };
}

async function main() {
  const ns = new TestNamespace();
  const started: EventPipeline[] = [];
  try {
    const tend = await startTend(ns);
    started.push(tend);
    const baseline = await startDurableBaseline(ns);
    started.push(baseline);
    const { steady, saturated } = await compare(tend, baseline);
    recordResults('events', {
      steady: {
        rate: steadyRate,
        seconds: steadySeconds,
        tend: steady.tend,
        baselineDurable: steady.baseline,
        aim: 'p50 ≤ 10 ms, p99 ≤ 50 ms',
      },
      saturated: {
        events: saturatedCount,
        rounds: saturatedRounds,
        writers,
        tend: saturated.tend,
        baselineDurable: saturated.baseline,
        throughputRatio: round(
          saturated.tend.median.eventsPerSecond / saturated.baseline.median.eventsPerSecond,
        ),
        aim: 'ratio ≥ 0.6',
      },
      note:
        'latency = producer commit → consumer inbox commit, both sides. tend: outbox row committed → ' +
        "relay (publisher confirms) → topic exchange → consumer's inbox transaction committed; " +
        'baselineDurable: plain pg + amqplib, one commit of the event row, publish awaited on a ' +
        'confirm channel, consumer commits one inbox row per event then acknowledges',
    });
  } finally {
    await Promise.all(started.map((pipeline) => pipeline.stop()));
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
