/**
 * The events benchmark's baseline: the bare durable pipeline, plain `pg` and `amqplib`. Each
 * event is one PostgreSQL commit of its row, then a publish on a confirm channel (the writer goes
 * on once the broker has confirmed it); a consumer in a process of its own commits an inbox row per
 * event before acknowledging it. No outbox relay, no batching, no validation: the least work that
 * still loses no event. Its databases, exchange and queue are its own (named `baseline`), removed
 * by `stop()` and the namespace's cleanup.
 */
import { randomUUID } from 'node:crypto';
import * as amqplib from 'amqplib';
import { Pool } from 'pg';
import { UserRegistered } from '@tend/contracts';
import { ensureDatabase } from '@tend/platform';
import type { TestNamespace } from '@tend/platform/testing';
import {
  consumerReady,
  forkConsumer,
  LatencyLog,
  registration,
  type EventPipeline,
} from './event-runs';

const rabbitUrl = process.env.TEST_RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const consumerArg = 'durable-baseline-consumer';
/** Tend's defaults, so both consumers hold as many messages and connections. */
const prefetch = 16;
const poolSize = 10;

interface Names {
  exchange: string;
  queue: string;
  consumerDatabase: string;
}

async function createTable(url: string, ddl: string): Promise<void> {
  await ensureDatabase(url);
  const pool = new Pool({ connectionString: url, max: 1 });
  try {
    await pool.query(ddl);
  } finally {
    await pool.end();
  }
}

/** Starts the baseline's consumer process and its producer in this one. */
export async function startDurableBaseline(ns: TestNamespace): Promise<EventPipeline> {
  const producerDatabase = ns.databaseUrl('baseline_producer');
  const names: Names = {
    exchange: `${ns.id}.baseline.events`,
    queue: `${ns.id}.baseline.consumer`,
    consumerDatabase: ns.databaseUrl('baseline_consumer'),
  };
  await createTable(
    producerDatabase,
    `create table baseline_events (id uuid primary key, name text not null,
       payload jsonb not null, created_at timestamptz not null default now())`,
  );
  await createTable(
    names.consumerDatabase,
    `create table baseline_inbox (event_id uuid not null, consumer text not null,
       event_name text not null, processed_at timestamptz not null default now(),
       primary key (event_id, consumer))`,
  );
  const connection = await amqplib.connect(rabbitUrl, { noDelay: true });
  const channel = await connection.createConfirmChannel();
  await channel.assertExchange(names.exchange, 'topic', { durable: true });
  await channel.assertQueue(names.queue, { durable: true });
  await channel.bindQueue(names.queue, names.exchange, UserRegistered.name);
  const pool = new Pool({ connectionString: producerDatabase, max: poolSize });
  const log = new LatencyLog();
  const stopConsumer = await forkConsumer(
    __filename,
    [consumerArg],
    { BENCH_BASELINE: JSON.stringify(names) },
    log,
  );
  const publish = (content: Buffer, id: string) =>
    new Promise<void>((confirmed, refused) => {
      const options = { persistent: true, messageId: id, contentType: 'application/json' };
      channel.publish(names.exchange, UserRegistered.name, content, options, (error) =>
        error ? refused(error as Error) : confirmed(),
      );
    });
  return {
    log,
    async write() {
      const id = randomUUID();
      const envelope = {
        id,
        name: UserRegistered.name,
        occurredAt: new Date().toISOString(),
        payload: registration(),
      };
      await pool.query('insert into baseline_events (id, name, payload) values ($1, $2, $3)', [
        id,
        envelope.name,
        JSON.stringify(envelope.payload),
      ]);
      log.commit(id);
      await publish(Buffer.from(JSON.stringify(envelope)), id);
    },
    async stop() {
      await stopConsumer();
      await channel.deleteQueue(names.queue);
      await channel.deleteExchange(names.exchange);
      await connection.close();
      await pool.end();
    },
  };
}

/** The consumer's process: one inbox commit per event, then the acknowledgement. */
async function consumerProcess(): Promise<void> {
  const names = JSON.parse(process.env.BENCH_BASELINE ?? '{}') as Names;
  const pool = new Pool({ connectionString: names.consumerDatabase, max: poolSize });
  const connection = await amqplib.connect(rabbitUrl, { noDelay: true });
  const channel = await connection.createChannel();
  await channel.prefetch(prefetch);
  const applied = consumerReady(async () => {
    await connection.close();
    await pool.end();
  });
  await channel.consume(names.queue, (message) => {
    if (!message) return;
    const event = JSON.parse(message.content.toString()) as { id: string; name: string };
    pool
      .query(
        `insert into baseline_inbox (event_id, consumer, event_name) values ($1, 'baseline', $2)
         on conflict do nothing`,
        [event.id, event.name],
      )
      .then(
        () => {
          applied(event.id);
          channel.ack(message);
        },
        () => channel.nack(message),
      );
  });
}

if (require.main === module && process.argv[2] === consumerArg) {
  consumerProcess().catch((error: Error) => {
    process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  });
}
