/**
 * What the platform's reliance on library internals buys, against the public APIs it replaces,
 * in the same run (issue 34): `db.transaction` on a ConnectionTransaction against Drizzle's own
 * (a transaction that raises an event, with and without a write of its own), and ioredis with its
 * socket's writes coalesced against plain ioredis. Three rounds each; the median round.
 * `npx tsx --tsconfig tsconfig.base.json services/platform/scripts/internals.bench.ts`
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import IORedis from 'ioredis';
import { UserRegistered } from '@tend/contracts';
import { medianBy, recordResults, round } from '../../../infra/bench/support/results';
import { withConnectionTransactions } from '../src/database/connection-transaction';
import type { Database, DbExecutor } from '../src/database/database.types';
import { createPool, dropDatabase, prepareDatabase } from '../src/database/prepare-database';
import { coalesceWrites } from '../src/net/coalesced-writes';
import { Outbox } from '../src/outbox/outbox';

const postgres = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const redisPort = Number(process.env.BENCH_REDIS_PORT ?? 6379);
const rounds = 3;

interface Rate {
  perSecond: number;
  msEach: number;
  clientCpuUsPerOp: number;
}

/** `n` calls of `one`, `concurrency` at a time. */
async function rate(n: number, concurrency: number, one: () => Promise<unknown>): Promise<Rate> {
  let started = 0;
  const cpu = process.cpuUsage();
  const t0 = performance.now();
  const worker = async () => {
    while (started++ < n) await one();
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const ms = performance.now() - t0;
  const used = process.cpuUsage(cpu);
  return {
    perSecond: Math.round((n / ms) * 1000),
    msEach: round((ms / n) * concurrency, 3),
    clientCpuUsPerOp: round((used.user + used.system) / n, 1),
  };
}

async function medianRound(n: number, concurrency: number, one: () => Promise<unknown>) {
  const results: Rate[] = [];
  for (let i = 0; i < rounds; i++) results.push(await rate(n, concurrency, one));
  return { ...medianBy(results, (r) => r.perSecond), rounds: results.map((r) => r.perSecond) };
}

function registered(userId: string) {
  const now = new Date().toISOString();
  const at = { agreedToTermsAt: now, agreedToPrivacyAt: now, consentedToDataUsageAt: now };
  const name = { firstName: 'Ada', lastName: 'Lovelace', email: `${userId}@example.com` };
  return { userId, ...name, role: 'user' as const, ...at, registeredAt: now };
}

/** Both `db.transaction`s on one pool: a write and an event, or an event alone. */
async function transactions(): Promise<Record<string, unknown>> {
  const url = `${postgres}/tend_bench_internals_${process.pid}`;
  await prepareDatabase(url, path.join(__dirname, '../test/fixtures/migrations'));
  const pool = createPool(url, { max: 16 });
  const outbox = new Outbox();
  const event = async (tx: DbExecutor): Promise<unknown> =>
    outbox.add(tx, UserRegistered, registered(randomUUID()));
  const writeAndEvent = async (tx: DbExecutor): Promise<unknown> => {
    await tx.execute(sql`insert into applied_events values (${randomUUID()}, ${randomUUID()})`);
    return event(tx);
  };
  const sides: Record<string, Database> = {
    drizzle: drizzle({ client: pool }),
    connectionTransaction: withConnectionTransactions(drizzle({ client: pool }), pool),
  };
  const figures: Record<string, unknown> = {};
  try {
    for (const [work, run] of Object.entries({ event, writeAndEvent }))
      for (const concurrency of [1, 16])
        for (const [side, db] of Object.entries(sides))
          figures[`${work} c=${concurrency} ${side}`] = await medianRound(1500, concurrency, () =>
            db.transaction(run),
          );
  } finally {
    await pool.end();
    await dropDatabase(url);
  }
  return figures;
}

/** GETs from 200 callers at once on one ioredis connection, its writes coalesced or not. */
async function redisGets(): Promise<Record<string, unknown>> {
  const figures: Record<string, unknown> = {};
  for (const coalesced of [false, true]) {
    const client = new IORedis({ host: '127.0.0.1', port: redisPort, enableAutoPipelining: false });
    await client.ping();
    if (coalesced) coalesceWrites(client.stream);
    figures[`GET c=200 ${coalesced ? 'coalesced' : 'plain'}`] = await medianRound(50_000, 200, () =>
      client.get(`bench-internals-${process.pid}`),
    );
    client.disconnect();
  }
  return figures;
}

void (async () => {
  recordResults('platform-internals', {
    transactions: await transactions(),
    redis: await redisGets(),
  });
})();
