import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { UserDeleted, UserRegistered, type RouteBody } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import {
  deleteAccount,
  publishEvent,
  quiet,
  type SignedUpCaregiver,
  signUp as signUpOnly,
  TestStack,
} from '@tend/test-stack';

const now = () => new Date().toISOString();
const onboarding = (name: string) => ({
  name,
  location: 'Camden, NJ',
  isOnboardingComplete: true,
  agreedToTermsAt: now(),
  agreedToPrivacyAt: now(),
  consentedToDataUsageAt: now(),
});
const rosa: RouteBody<'createRecipient'> = {
  name: 'Rosa',
  relationship: 'parent',
  conditions: ['dementia'],
};

function registration(userId: string, email: string) {
  return {
    userId,
    email,
    firstName: 'Ida',
    lastName: 'Lopez',
    role: 'user' as const,
    agreedToTermsAt: now(),
    agreedToPrivacyAt: now(),
    consentedToDataUsageAt: now(),
    registeredAt: now(),
  };
}

describe('care profile: each caregiver’s own data, and events applied once', () => {
  let stack: TestStack;
  const careDb = () => stack.service('care-profile').app.get<Database>(DATABASE);
  const count = async (query: ReturnType<typeof sql>) =>
    (await careDb().execute<{ n: number }>(query)).rows[0]?.n;
  const profileRows = (userId: string) =>
    count(sql`select count(*)::int as n from profiles where user_id = ${userId}`);

  async function signUp(firstName: string): Promise<SignedUpCaregiver> {
    const caregiver = await signUpOnly(stack, firstName);
    await eventually(async () => (await profileRows(caregiver.userId)) === 1, 15_000, 'profile');
    return caregiver;
  }

  beforeAll(async () => {
    stack = await TestStack.start(['identity', 'notifications', 'email-worker', 'care-profile']);
  });
  afterAll(async () => stack?.stop());

  it('never lets one caregiver read or change another’s profile, recipients or settings', async () => {
    const ana = await signUp('Ana');
    const ben = await signUp('Ben');
    await stack.call('saveProfile', { token: ana.token, body: onboarding('Ana Ruiz') });
    const recipient = await stack.call('createRecipient', { token: ana.token, body: rosa });
    await stack.call('updateCommunicationSettings', {
      token: ana.token,
      body: { smsNotifications: true },
    });
    const anasData = () =>
      Promise.all([
        stack.call('getProfile', { token: ana.token }),
        stack.call('listRecipients', { token: ana.token }),
        stack.call('getCommunicationSettings', { token: ana.token }),
      ]);
    const anaBefore = await anasData();

    expect(await stack.call('getProfile', { token: ben.token })).toMatchObject({
      name: '',
      isOnboardingComplete: false,
    });
    expect(await stack.call('listRecipients', { token: ben.token })).toEqual([]);
    const anasRecipient = { token: ben.token, params: { id: recipient.id } };
    for (const answer of [
      await stack.callExpectingError('updateRecipient', {
        ...anasRecipient,
        body: { ...rosa, name: 'Not Rosa' },
      }),
      await stack.callExpectingError('deleteRecipient', anasRecipient),
    ]) {
      expect(answer.status).toBe(404);
    }
    // An owner named in the body is never believed: the signed-in caller is the owner.
    await stack.api('POST', '/api/profile', {
      token: ben.token,
      body: { ...onboarding('Ben Cho'), userId: ana.userId },
    });
    await stack.api('POST', '/api/recipients', {
      token: ben.token,
      body: { ...rosa, name: 'Pablo', userId: ana.userId },
    });
    const smuggled = await stack.api('PATCH', '/api/communication-settings', {
      token: ben.token,
      body: { smsNotifications: false, userId: ana.userId },
    });
    expect(smuggled.status).toBe(400);
    await stack.call('updateCommunicationSettings', {
      token: ben.token,
      body: { emailNotifications: false },
    });

    const anaAfter = await anasData();
    expect(anaAfter).toEqual(anaBefore);
    expect(await stack.call('getProfile', { token: ben.token })).toMatchObject({
      name: 'Ben Cho',
    });
    expect(await stack.call('listRecipients', { token: ben.token })).toEqual([
      expect.objectContaining({ name: 'Pablo' }),
    ]);
  });

  it('applies a registration delivered twice once, and never resets settings or agreement dates', async () => {
    const userId = randomUUID();
    const email = `ida.${userId.slice(0, 8)}@example.com`;
    const signedUpAt = '2026-01-02T03:04:05.000Z';
    const first = { ...registration(userId, email), agreedToTermsAt: signedUpAt };
    const eventId = await publishEvent(stack, UserRegistered, first, { times: 2 });
    await eventually(async () => (await profileRows(userId)) === 1, 10_000, 'the profile');
    await careDb().execute(
      sql`update communication_settings set sms_notifications = true where user_id = ${userId}`,
    );
    await publishEvent(stack, UserRegistered, first, { id: eventId });
    // The same registration raised again under a new id changes nothing either.
    const again = await publishEvent(stack, UserRegistered, registration(userId, email));
    await eventually(
      async () =>
        (await count(sql`select count(*)::int as n from inbox where event_id = ${again}`)) === 1,
      10_000,
      'the second registration to be applied',
    );
    expect(await count(sql`select count(*)::int as n from inbox where event_id = ${eventId}`)).toBe(
      1,
    );
    const { rows } = await careDb().execute<{ sms: boolean; email: string; terms: string }>(
      sql`select s.sms_notifications as sms, p.email,
          to_char(p.agreed_to_terms_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as terms
          from communication_settings s join profiles p using (user_id) where user_id = ${userId}`,
    );
    // The later registration's time does not replace the day the terms were first accepted.
    expect(rows).toEqual([{ sms: true, email, terms: signedUpAt }]);
  });

  it('erases everything of a deleted account once, however often the event arrives', async () => {
    const caregiver = await signUp('Lia');
    await stack.call('saveProfile', { token: caregiver.token, body: onboarding('Lia') });
    await stack.call('createRecipient', { token: caregiver.token, body: rosa });
    await stack.call('updateCommunicationSettings', {
      token: caregiver.token,
      body: { pushNotifications: false },
    });
    const deleted = { userId: caregiver.userId, email: caregiver.email, requestedAt: now() };
    await publishEvent(stack, UserDeleted, deleted, { times: 2 });
    const erased = async () =>
      count(
        sql`select count(*)::int as n from outbox where event_name = 'account.user-data.erased'
            and payload->>'userId' = ${caregiver.userId} and payload->>'service' = 'care-profile'`,
      );
    await eventually(async () => (await erased()) === 1, 10_000, 'the erasure');
    for (const table of ['profiles', 'care_recipients', 'communication_settings'])
      expect(
        await count(
          sql`select count(*)::int as n from ${sql.identifier(table)} where user_id = ${caregiver.userId}`,
        ),
      ).toBe(0);
    await quiet(stack);
    expect(await erased()).toBe(1);
  });

  it('erases the caregiver’s data when they delete their account', async () => {
    const caregiver = await signUp('Mae');
    await stack.call('createRecipient', { token: caregiver.token, body: rosa });
    expect(await deleteAccount(stack, caregiver.token)).toBe(200);
    await eventually(
      async () =>
        (await count(
          sql`select count(*)::int as n from care_recipients where user_id = ${caregiver.userId}`,
        )) === 0 && (await profileRows(caregiver.userId)) === 0,
      15_000,
      'care-profile to erase the account',
    );
  });
});
