import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as amqplib from 'amqplib';
import { sql } from 'drizzle-orm';
import { ServiceNames, UserRegistered } from '@tend/contracts';
import { createPool, DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import {
  deleteAccount,
  everyService,
  giveDataToEveryService,
  type SignedUpCaregiver,
  signUp,
  TestStack,
} from '@tend/test-stack';

const rabbitUrl = process.env.TEST_RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672';
const now = () => new Date().toISOString();

/** Every row of every table of every Tend database of this namespace, as text (a dump, in effect). */
async function dumpEveryDatabase(stack: TestStack): Promise<Map<string, string[]>> {
  const identity = stack.service('identity').app.get<Database>(DATABASE);
  const { rows: databases } = await identity.execute<{ datname: string }>(
    sql`select datname from pg_database where datname like ${`tend_${stack.ns.id}_%`}`,
  );
  const dump = new Map<string, string[]>();
  for (const { datname } of databases) {
    const pool = createPool(stack.ns.databaseUrl(datname.replace(`tend_${stack.ns.id}_`, '')));
    try {
      const { rows: tables } = await pool.query<{ schemaname: string; tablename: string }>(
        `select schemaname, tablename from pg_tables
         where schemaname not in ('pg_catalog', 'information_schema')`,
      );
      for (const { schemaname, tablename } of tables) {
        const { rows } = await pool.query<{ row: string }>(
          `select t::text as row from "${schemaname}"."${tablename}" t`,
        );
        dump.set(
          `${datname}.${tablename}`,
          rows.map((r) => r.row),
        );
      }
    } finally {
      await pool.end();
    }
  }
  return dump;
}

/** The bodies of every message parked in the namespace's dead-letter queues, left where they are. */
async function deadLetters(stack: TestStack): Promise<Map<string, string[]>> {
  const connection = await amqplib.connect(rabbitUrl);
  const found = new Map<string, string[]>();
  try {
    for (const service of ServiceNames) {
      const queue = stack.ns.topology.deadLetterQueue(service);
      const channel = await connection.createChannel();
      channel.on('error', () => undefined);
      const exists = await channel.checkQueue(queue).catch(() => null);
      if (!exists) continue;
      const bodies: string[] = [];
      for (;;) {
        const message = await channel.get(queue, { noAck: false });
        if (!message) break;
        bodies.push(message.content.toString('utf8'));
      }
      found.set(queue, bodies);
      await channel.close(); // unacknowledged: every message goes back to its queue
    }
  } finally {
    await connection.close();
  }
  return found;
}

/** The places (table or queue) whose text still holds any of the needles. */
function mentions(store: Map<string, string[]>, needles: string[]): string[] {
  const lower = needles.map((n) => n.toLowerCase());
  return [...store]
    .filter(([, texts]) => texts.some((t) => lower.some((n) => t.toLowerCase().includes(n))))
    .map(([place]) => place);
}

/**
 * An event no consumer can apply (its payload misses required fields), as a buggy producer would
 * send: each consumer parks it in its dead-letter queue at once, with the person's data in it.
 */
async function parkMalformedEvent(stack: TestStack, person: SignedUpCaregiver, lastName: string) {
  const connection = await amqplib.connect(rabbitUrl);
  try {
    const channel = await connection.createConfirmChannel();
    const envelope = {
      id: randomUUID(),
      name: UserRegistered.name,
      occurredAt: now(),
      payload: {
        userId: person.userId,
        email: person.email,
        firstName: person.firstName,
        lastName,
      },
    };
    channel.publish(
      stack.ns.topology.eventsExchange,
      UserRegistered.name,
      Buffer.from(JSON.stringify(envelope)),
      { messageId: envelope.id, type: UserRegistered.name, persistent: true },
    );
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
}

describe('erasure that leaves nothing behind', () => {
  let stack: TestStack;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'tend-erasure-'));
    stack = await TestStack.start(everyService, {
      UPLOAD_DIR: uploadDir,
      FEATURE_ELIGIBILITY_ENABLED: 'true',
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('finds neither the address nor the name in any database or dead-letter queue, with a service down during the deletion', async () => {
    const person = await signUp(stack, 'Philippa', 'Quennell');
    const other = await signUp(stack, 'Bartholomew', 'Ostrander');
    const needles = [person.email, 'Philippa', 'Quennell'];
    await giveDataToEveryService(stack, person, 'Philippa Quennell');
    await giveDataToEveryService(stack, other, 'Bartholomew Ostrander');
    // A finished copy of the person's data is personal data too (in identity and every outbox).
    expect(await stack.callStatus('requestDataExport', { token: person.token })).toBe(202);
    await eventually(
      async () =>
        (await stack.call('latestDataExport', { token: person.token })).export?.status === 'ready',
      60_000,
      'the copy of the data to be ready',
    );
    await parkMalformedEvent(stack, person, 'Quennell');
    await parkMalformedEvent(stack, other, 'Ostrander');

    // The test can fail: before the deletion the person is in the databases and the queues.
    await eventually(
      async () => mentions(await deadLetters(stack), [person.email]).length >= 3,
      15_000,
      'the malformed events to be dead-lettered',
    );
    expect(mentions(await dumpEveryDatabase(stack), needles).length).toBeGreaterThan(5);

    await stack.stopService('notifications');
    expect(await deleteAccount(stack, person.token)).toBe(200);
    const identityDb = stack.service('identity').app.get<Database>(DATABASE);
    const saga = async () =>
      (
        await identityDb.execute<{ service: string; confirmed_at: string | null }>(
          sql`select c.service, c.confirmed_at from erasure_confirmations c
              join account_deletions d using (user_id)
              where user_id = ${person.userId} order by c.service`,
        )
      ).rows;
    await eventually(
      async () => (await saga()).length === ServiceNames.length - 1,
      20_000,
      'every running service to confirm',
    );
    expect((await saga()).map((row) => row.service)).not.toContain('notifications');

    await stack.startService('notifications');
    await eventually(
      async () => (await saga()).length === ServiceNames.length,
      30_000,
      'notifications to confirm after its restart',
    );
    const completed = await identityDb.execute<{ completed_at: string | null }>(
      sql`select completed_at from account_deletions where user_id = ${person.userId}`,
    );
    expect(completed.rows[0]?.completed_at).toBeTruthy();
    const confirmations = await saga();
    expect(confirmations.map((row) => row.service)).toEqual([...ServiceNames].sort());
    expect(confirmations.every((row) => Boolean(row.confirmed_at))).toBe(true);

    // No purge of the outbox here: what remains is what an operator would find right now.
    const left = await eventually(
      async () => {
        const found = mentions(await dumpEveryDatabase(stack), needles);
        return found.length === 0 ? found : false;
      },
      10_000,
      'nothing of the person in any database',
    ).catch(async () => mentions(await dumpEveryDatabase(stack), needles));
    expect(left).toEqual([]);

    const queues = await deadLetters(stack);
    expect(mentions(queues, needles)).toEqual([]);
    // The rest of the dead letters are still there for an operator: the other person's, for one.
    expect(mentions(queues, [other.email]).length).toBeGreaterThanOrEqual(3);
    const dump = await dumpEveryDatabase(stack);
    expect(mentions(dump, [other.email, 'Ostrander']).length).toBeGreaterThan(5);
  });
});
