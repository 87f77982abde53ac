import { randomUUID } from 'node:crypto';
import * as amqplib from 'amqplib';
import { sql } from 'drizzle-orm';
import { UserRegistered } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import {
  deadLetterIds,
  deleteAccount,
  everyService,
  holdInRetryQueue,
  parkInDeadLetters,
  type SignedUpCaregiver,
  signUp,
  TestStack,
} from '@tend/test-stack';

const now = () => new Date().toISOString();

/** A sign-up event as identity raises it: care-profile builds a profile and settings from it. */
const registration = (who: { userId: string; email: string }) => ({
  userId: who.userId,
  email: who.email,
  firstName: 'Late',
  lastName: 'Event',
  role: 'user' as const,
  agreedToTermsAt: now(),
  agreedToPrivacyAt: now(),
  consentedToDataUsageAt: now(),
  registeredAt: now(),
});

async function retryQueueDepth(stack: TestStack, consumer: string): Promise<number> {
  const connection = await amqplib.connect('amqp://guest:guest@127.0.0.1:5672');
  try {
    const channel = await connection.createChannel();
    return (await channel.checkQueue(stack.ns.topology.retryQueue(consumer))).messageCount;
  } finally {
    await connection.close();
  }
}

/**
 * Issue 31, findings 6 and 7: what was on its way when an account was erased must not bring it
 * back. An event waiting out its retry delay is dropped when it returns, and a message parked in a
 * dead-letter queue after the erasure's own sweep is swept on the next scheduled pass.
 */
describe('erasure and late messages', () => {
  let stack: TestStack;

  const careProfileDb = () => stack.service('care-profile').app.get<Database>(DATABASE);
  const profileRows = async (userId: string) =>
    (await careProfileDb().execute(sql`select 1 from profiles where user_id = ${userId}`)).rows
      .length;
  const erased = async (who: SignedUpCaregiver) => {
    expect(await deleteAccount(stack, who.token)).toBe(200);
    const identityDb = stack.service('identity').app.get<Database>(DATABASE);
    await eventually(
      async () =>
        (
          await identityDb.execute<{ completed_at: Date | null }>(
            sql`select completed_at from account_deletions where user_id = ${who.userId}`,
          )
        ).rows[0]?.completed_at,
      30_000,
      'every service to confirm the erasure',
    );
  };

  beforeAll(async () => {
    stack = await TestStack.start(everyService, { ERASURE_SWEEP_MS: '300' });
  }, 120_000);
  afterAll(async () => stack?.stop());

  it('drops an event that waited in a retry queue across the deletion, instead of recreating the profile', async () => {
    const leaving = await signUp(stack, 'Leaving');
    await eventually(async () => (await profileRows(leaving.userId)) > 0, 15_000, 'the profile');
    const held = await holdInRetryQueue(
      stack,
      'care-profile',
      UserRegistered,
      registration(leaving),
      8_000,
    );
    await erased(leaving);
    expect(await profileRows(leaving.userId)).toBe(0);
    // The order this test is about: the erasure is done while the event still waits.
    expect(await retryQueueDepth(stack, 'care-profile')).toBe(1);

    await eventually(
      async () =>
        (await careProfileDb().execute(sql`select 1 from inbox where event_id = ${held}`)).rows
          .length > 0,
      20_000,
      'the held event to come back and be handled',
    );
    expect(await profileRows(leaving.userId)).toBe(0);
    expect(
      (
        await careProfileDb().execute(
          sql`select 1 from communication_settings where user_id = ${leaving.userId}`,
        )
      ).rows,
    ).toEqual([]);
  }, 60_000);

  it('still applies the same kind of event for an account that was not erased', async () => {
    const stranger = {
      userId: randomUUID(),
      email: `someone.${randomUUID().slice(0, 8)}@example.com`,
    };
    await holdInRetryQueue(stack, 'care-profile', UserRegistered, registration(stranger), 100);
    await eventually(async () => (await profileRows(stranger.userId)) > 0, 15_000, 'the profile');
  });

  it('sweeps a dead letter that names the erased account after the erasure, and keeps the others', async () => {
    const leaving = await signUp(stack, 'Parked');
    await erased(leaving);
    const late = await parkInDeadLetters(
      stack,
      'care-profile',
      UserRegistered,
      registration(leaving),
    );
    const other = { userId: randomUUID(), email: `other.${randomUUID().slice(0, 8)}@example.com` };
    const kept = await parkInDeadLetters(
      stack,
      'care-profile',
      UserRegistered,
      registration(other),
    );
    await eventually(
      async () => !(await deadLetterIds(stack, 'care-profile')).includes(late),
      15_000,
      'the scheduled sweep to drop the late dead letter',
    );
    expect(await deadLetterIds(stack, 'care-profile')).toContain(kept);
  }, 60_000);
});
