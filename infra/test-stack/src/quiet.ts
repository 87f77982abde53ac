import * as amqplib from 'amqplib';
import { Queue } from 'bullmq';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { Queues, type QueueName } from '@tend/contracts';
import { bullPrefix, DATABASE, redisOptions, type Database } from '@tend/platform';
import { eventually, type TestNamespace } from '@tend/platform/testing';
import type { StackService, TestStack } from './test-stack';

/**
 * What quiet() watches: a namespace, the services and workers running in it, and how to count
 * their unpublished events. A TestStack is one; processes a test started itself can be another.
 */
export interface QuietScope {
  readonly ns: TestNamespace;
  readonly running: ReadonlySet<string>;
  unpublishedEvents(): Promise<number>;
}

/** Quiet this many checks in a row: a message or job being handled right now is in no count. */
const quietChecks = 5;
const checkEveryMs = 100;

/** Events a running service of the stack has recorded and its relay not yet published. */
async function stackUnpublishedEvents(stack: TestStack): Promise<number> {
  let total = 0;
  for (const service of stack.running.values()) {
    try {
      const db = service.app.get<Database>(DATABASE, { strict: false });
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from outbox where published_at is null`,
      );
      total += rows[0]?.n ?? 0;
    } catch {
      // a process without a database or an outbox of its own (a worker)
    }
  }
  return total;
}

/** Events recorded in these services' databases and not yet published, read straight from them. */
export async function unpublishedIn(ns: TestNamespace, services: string[]): Promise<number> {
  let total = 0;
  for (const service of services) {
    const client = new Client({ connectionString: ns.databaseUrl(service) });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from outbox where published_at is null',
      );
      total += rows[0]?.n ?? 0;
    } finally {
      await client.end();
    }
  }
  return total;
}

function scopeOf(stack: TestStack): QuietScope {
  return {
    ns: stack.ns,
    running: new Set(stack.running.keys()),
    unpublishedEvents: () => stackUnpublishedEvents(stack),
  };
}

/**
 * Messages waiting in the running services' RPC and event queues. A failed event waiting in a retry
 * queue is not counted: its next try is seconds to minutes away, by design.
 */
async function queuedMessages(scope: QuietScope): Promise<number> {
  const { topology } = scope.ns;
  const connection = await amqplib.connect(String(scope.ns.env().RABBITMQ_URL));
  let total = 0;
  try {
    for (const name of scope.running) {
      for (const queue of [topology.rpcQueue(name), topology.eventsQueue(name)]) {
        // A queue not declared (this process has none of that kind) closes its channel.
        const channel = await connection.createChannel();
        channel.on('error', () => undefined);
        const checked = await channel.checkQueue(queue).catch(() => null);
        total += checked?.messageCount ?? 0;
        await channel.close().catch(() => undefined);
      }
    }
  } finally {
    await connection.close().catch(() => undefined);
  }
  return total;
}

/** The process that works each queue: a queue whose worker is not in the stack waits for nobody. */
const workerOf: Record<QueueName, StackService> = {
  [Queues.email]: 'email-worker',
  [Queues.reminders]: 'email-worker',
  [Queues.crawl]: 'crawl-worker',
};

/** A job delayed to run later than this (a reminder for tomorrow) is not on its way. */
const dueSoonMs = 5_000;

/**
 * Jobs (e-mail, crawls) waiting, running or delayed but due within seconds, in the queues this
 * stack works; not the next run a job scheduler keeps waiting (a sweep every few minutes), which
 * is always there.
 */
async function pendingJobs(scope: QuietScope): Promise<string[]> {
  const pending: string[] = [];
  const dueSoon = Date.now() + dueSoonMs;
  for (const name of Object.values(Queues)) {
    if (!scope.running.has(workerOf[name])) continue;
    const queue = new Queue(name, {
      connection: redisOptions(String(scope.ns.env().REDIS_URL)),
      prefix: bullPrefix(scope.ns.id),
    });
    try {
      for (const state of ['wait', 'active', 'prioritized', 'delayed'] as const) {
        for (const job of await queue.getJobs(state)) {
          if (job.id?.startsWith('repeat:')) continue;
          // A retry is seconds to minutes away by design (backoff); a first run due later too.
          const later = job.attemptsMade > 0 || job.timestamp + job.delay > dueSoon;
          if (state === 'delayed' && later) continue;
          pending.push(`${name}/${job.name} (${state})`);
        }
      }
    } finally {
      await queue.close();
    }
  }
  return pending;
}

/**
 * Waits until the stack has nothing on its way: every outbox published, every queue of its running
 * services empty and no job waiting or running (retries aside), seen so several checks in a row. Then what has not
 * happened will not happen, and a test can say so (instead of sleeping a fixed time and hoping).
 */
export async function quiet(target: TestStack | QuietScope, timeoutMs = 30_000): Promise<void> {
  const scope = 'unpublishedEvents' in target ? target : scopeOf(target);
  let quietSoFar = 0;
  let last: { events: number; messages: number; jobs: string[] } = {
    events: 0,
    messages: 0,
    jobs: [],
  };
  await eventually(
    async () => {
      last = {
        events: await scope.unpublishedEvents(),
        messages: await queuedMessages(scope),
        jobs: await pendingJobs(scope),
      };
      const busy = last.events > 0 || last.messages > 0 || last.jobs.length > 0;
      quietSoFar = busy ? 0 : quietSoFar + 1;
      if (quietSoFar < quietChecks)
        await new Promise((resolve) => setTimeout(resolve, checkEveryMs));
      return quietSoFar >= quietChecks;
    },
    timeoutMs,
    'the stack to be quiet (outboxes published, queues and jobs empty)',
  ).catch((error: Error) => {
    throw new Error(`${error.message}; still on its way: ${JSON.stringify(last)}`);
  });
}
