import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { UserRegistered } from '@tend/contracts';
import {
  DATABASE,
  Outbox,
  eraseSubject,
  startService,
  type Database,
  type DbExecutor,
  type RunningService,
} from '../src';
import { TestNamespace } from '../src/testing';
import { producer, registeredPayload as registered } from './fixtures/recording-consumer';

/**
 * A service's transactions send `begin` with their first statement and their events with their
 * commit: what a caller can rely on must not change with it.
 */
describe('a transaction that raises events', () => {
  const ns = new TestNamespace();
  let service: RunningService<unknown>;
  let db: Database;
  let outbox: Outbox;

  /** What is committed for this user: their domain row and their events. */
  async function committed(userId: string) {
    const [rows, events] = await Promise.all([
      db.execute<{ n: number }>(
        sql`select count(*)::int as n from applied_events where user_id = ${userId}`,
      ),
      db.execute<{ n: number }>(
        sql`select count(*)::int as n from outbox where payload->>'userId' = ${userId}`,
      ),
    ]);
    return { rows: rows.rows[0].n, events: events.rows[0].n };
  }

  const writeRow = (tx: DbExecutor, userId: string) =>
    tx.execute(
      sql`insert into applied_events (event_id, user_id) values (${randomUUID()}, ${userId})`,
    );

  beforeAll(async () => {
    service = await startService(producer, ns.config(producer));
    db = service.app.get<Database>(DATABASE);
    outbox = service.app.get(Outbox);
  });

  afterAll(async () => {
    await service?.stop();
    await ns.cleanup();
  });

  it('commits its writes and its events together, and returns what the work returned', async () => {
    const userId = randomUUID();
    const payload = registered(userId);
    const eventId = await db.transaction(async (tx) => {
      await writeRow(tx, userId);
      return outbox.add(tx, UserRegistered, payload);
    });
    expect(await committed(userId)).toEqual({ rows: 1, events: 1 });
    const { rows } = await db.execute<{ event_name: string; payload: { userId: string } }>(
      sql`select event_name, payload from outbox where id = ${eventId}`,
    );
    expect(rows).toEqual([{ event_name: UserRegistered.name, payload }]);
  });

  it('keeps neither its writes nor its events when the work fails after raising them', async () => {
    const userId = randomUUID();
    const failure = db.transaction(async (tx) => {
      await writeRow(tx, userId);
      await outbox.add(tx, UserRegistered, registered(userId));
      throw new Error('the work failed');
    });
    await expect(failure).rejects.toThrow('the work failed');
    expect(await committed(userId)).toEqual({ rows: 0, events: 0 });
  });

  it('keeps nothing of a transaction that raised events and then failed before any statement', async () => {
    const userId = randomUUID();
    const failure = db.transaction(async (tx) => {
      await outbox.add(tx, UserRegistered, registered(userId));
      throw new Error('refused');
    });
    await expect(failure).rejects.toThrow('refused');
    expect(await committed(userId)).toEqual({ rows: 0, events: 0 });
  });

  it('drops the events of a savepoint rolled back, and keeps the rest', async () => {
    const kept = randomUUID();
    const dropped = randomUUID();
    await db.transaction(async (tx) => {
      await outbox.add(tx, UserRegistered, registered(kept));
      await tx
        .transaction(async (inner) => {
          await writeRow(inner, dropped);
          await outbox.add(inner, UserRegistered, registered(dropped));
          throw new Error('inner step failed');
        })
        .catch(() => undefined);
    });
    expect(await committed(kept)).toEqual({ rows: 0, events: 1 });
    expect(await committed(dropped)).toEqual({ rows: 0, events: 0 });
  });

  it('erases an event it raised itself when it erases the person', async () => {
    const userId = randomUUID();
    await db.transaction(async (tx) => {
      await outbox.add(tx, UserRegistered, registered(userId));
      await eraseSubject(tx, { userId, emails: [] });
    });
    expect(await committed(userId)).toEqual({ rows: 0, events: 0 });
  });

  it('runs with the isolation and access mode it asks for', async () => {
    const settings = await db.transaction(
      async (tx) => {
        const { rows } = await tx.execute<{ isolation: string; readOnly: string }>(
          sql`select current_setting('transaction_isolation') as isolation,
                     current_setting('transaction_read_only') as "readOnly"`,
        );
        return rows[0];
      },
      { isolationLevel: 'serializable', accessMode: 'read only' },
    );
    expect(settings).toEqual({ isolation: 'serializable', readOnly: 'on' });
  });

  it('raises events whose payload needs quoting exactly as given', async () => {
    const userId = randomUUID();
    const payload = { ...registered(userId), firstName: `O'Brien \\ "Ned" é` };
    const eventId = await db.transaction((tx) => outbox.add(tx, UserRegistered, payload));
    const { rows } = await db.execute<{ payload: { firstName: string } }>(
      sql`select payload from outbox where id = ${eventId}`,
    );
    expect(rows[0].payload.firstName).toBe(`O'Brien \\ "Ned" é`);
  });
});
