/**
 * Events: how long from a committed outbox write to a consumer having applied it (inbox included),
 * and how many per second, against raw amqplib publish → consume in the same run.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Controller, Module } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import * as amqplib from 'amqplib';
import { UserRegistered, type EventPayload } from '@tend/contracts';
import {
  DATABASE,
  Outbox,
  serviceEnv,
  startService,
  type Database,
  type EventContext,
  type ServiceDefinition,
} from '@tend/platform';
import { TestNamespace } from '@tend/platform/testing';
import { percentiles, recordResults, round } from './support/results';

const count = Number(process.env.BENCH_EVENTS ?? 2000);
const writers = 8;
const applied: number[] = [];
let appliedCount = 0;

@Controller()
class CountingConsumer {
  @EventPattern(UserRegistered.name)
  onRegistered(@Payload() payload: EventPayload<typeof UserRegistered>, @Ctx() _ctx: EventContext) {
    applied.push(Date.now() - Date.parse(payload.registeredAt));
    appliedCount += 1;
  }
}

@Module({ controllers: [CountingConsumer] })
class ConsumerModule {}
@Module({})
class ProducerModule {}

const definition = (name: string, module: unknown): ServiceDefinition => ({
  name,
  env: serviceEnv(`bench_${name}`, 0),
  migrationsFolder: path.join(__dirname, 'support/empty-migrations'),
  module: () => ({ module: module as never }),
});

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
}

async function tendEvents(ns: TestNamespace) {
  const producer = await startService(
    definition('producer', ProducerModule),
    ns.config(definition('producer', ProducerModule)),
  );
  const consumer = await startService(
    definition('consumer', ConsumerModule),
    ns.config(definition('consumer', ConsumerModule)),
  );
  const db = producer.app.get<Database>(DATABASE);
  const outbox = producer.app.get(Outbox);
  const started = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: writers }, async () => {
      while (next < count) {
        next += 1;
        const now = new Date().toISOString();
        await db.transaction((tx) =>
          outbox.add(tx, UserRegistered, {
            userId: randomUUID(),
            email: 'bench@example.com',
            firstName: 'B',
            lastName: 'B',
            role: 'user',
            agreedToTermsAt: now,
            agreedToPrivacyAt: now,
            consentedToDataUsageAt: now,
            registeredAt: now,
          }),
        );
      }
    }),
  );
  await waitUntil(() => appliedCount >= count, 120_000);
  const seconds = (Date.now() - started) / 1000;
  await Promise.all([producer.stop(), consumer.stop()]);
  return { eventsPerSecond: Math.round(appliedCount / seconds), latencyMs: percentiles(applied) };
}

async function rawAmqp(ns: TestNamespace) {
  const connection = await amqplib.connect('amqp://guest:guest@127.0.0.1:5672');
  const publisher = await connection.createConfirmChannel();
  const consumer = await connection.createChannel();
  const queue = `${ns.id}.raw-baseline`;
  await consumer.assertQueue(queue, { durable: true });
  await consumer.prefetch(16);
  const latencies: number[] = [];
  await consumer.consume(queue, (message) => {
    if (!message) return;
    latencies.push(Date.now() - Number(message.content.toString()));
    consumer.ack(message);
  });
  const started = Date.now();
  for (let i = 0; i < count; i++) {
    publisher.sendToQueue(queue, Buffer.from(String(Date.now())), { persistent: true });
    if (i % 100 === 99) await publisher.waitForConfirms();
  }
  await publisher.waitForConfirms();
  await waitUntil(() => latencies.length >= count, 60_000);
  const seconds = (Date.now() - started) / 1000;
  await consumer.deleteQueue(queue);
  await connection.close();
  return {
    eventsPerSecond: Math.round(latencies.length / seconds),
    latencyMs: percentiles(latencies),
  };
}

async function main() {
  const ns = new TestNamespace();
  try {
    const baseline = await rawAmqp(ns);
    const tend = await tendEvents(ns);
    recordResults('events', {
      events: count,
      tend,
      baselineRawAmqp: baseline,
      throughputRatio: round(tend.eventsPerSecond / baseline.eventsPerSecond),
      note: 'tend = committed outbox row → relay (publisher confirms) → topic exchange → inbox transaction → handler',
    });
  } finally {
    await ns.cleanup();
  }
}

void main().then(
  () => process.exit(0),
  (error: Error) => {
    process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  },
);
