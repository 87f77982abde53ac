import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { UserDataErased, UserDeleted, UserRegistered, type EventPayload } from '@tend/contracts';
import {
  DATABASE,
  Outbox,
  SubjectErasure,
  startService,
  type Database,
  type RunningService,
} from '../src';
import { TestNamespace } from '../src/testing';
import { producer, registeredPayload } from './fixtures/recording-consumer';

/** A service's `UserDeleted` handler ends with `eraseAndConfirm`: both in the event's transaction. */
describe('erasing a person and confirming it', () => {
  const ns = new TestNamespace();
  let service: RunningService<unknown>;
  let db: Database;
  let outbox: Outbox;
  let erasure: SubjectErasure;

  const deleted = (userId: string): EventPayload<typeof UserDeleted> => ({
    userId,
    email: `${userId}@example.com`,
    requestedAt: new Date().toISOString(),
  });

  /** The outbox rows naming this user, oldest first. */
  async function eventsNaming(userId: string) {
    const { rows } = await db.execute<{ event_name: string; payload: Record<string, unknown> }>(
      sql`select event_name, payload from outbox where payload->>'userId' = ${userId}
          order by created_at, id`,
    );
    return rows;
  }

  beforeAll(async () => {
    service = await startService(producer, ns.config(producer));
    db = service.app.get<Database>(DATABASE);
    outbox = service.app.get(Outbox);
    erasure = service.app.get(SubjectErasure);
  });

  afterAll(async () => {
    await service?.stop();
    await ns.cleanup();
  });

  it("leaves only the confirmation naming the person, and someone else's events alone", async () => {
    const [userId, someoneElse] = [randomUUID(), randomUUID()];
    await db.transaction(async (tx) => {
      await outbox.add(tx, UserRegistered, registeredPayload(userId));
      await outbox.add(tx, UserRegistered, registeredPayload(someoneElse));
    });
    const before = Date.now();
    await db.transaction((tx) => erasure.eraseAndConfirm(tx, deleted(userId), 'assessment'));

    const [confirmation, ...others] = await eventsNaming(userId);
    expect(others).toEqual([]);
    expect(confirmation).toEqual({
      event_name: UserDataErased.name,
      payload: { userId, service: 'assessment', erasedAt: expect.any(String) },
    });
    expect(Date.parse(String(confirmation.payload.erasedAt))).toBeGreaterThanOrEqual(before);
    expect(await eventsNaming(someoneElse)).toHaveLength(1);
  });

  it('neither erases nor confirms when the rest of the transaction fails', async () => {
    const userId = randomUUID();
    await db.transaction((tx) => outbox.add(tx, UserRegistered, registeredPayload(userId)));
    const failure = db.transaction(async (tx) => {
      await erasure.eraseAndConfirm(tx, deleted(userId), 'coach');
      throw new Error('the handler failed after confirming');
    });
    await expect(failure).rejects.toThrow('the handler failed after confirming');

    expect((await eventsNaming(userId)).map((row) => row.event_name)).toEqual([
      UserRegistered.name,
    ]);
  });
});
