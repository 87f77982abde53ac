import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import { PhoneNumberMessage, type RouteBody } from '@tend/contracts';
import { type SignedUpCaregiver, signUp as signUpOnly, TestStack } from '@tend/test-stack';

const now = () => new Date().toISOString();
const onboarding = () => ({
  name: 'Maria Lopez',
  location: 'Newark, NJ',
  phoneNumber: '555-0100',
  isOnboardingComplete: true,
  agreedToTermsAt: now(),
  agreedToPrivacyAt: now(),
  consentedToDataUsageAt: now(),
});
const rosa: RouteBody<'createRecipient'> = {
  name: 'Rosa',
  relationship: 'parent',
  conditions: ['dementia', 'diabetes'],
};

describe('care profile through the gateway', () => {
  let stack: TestStack;
  const careDb = () => stack.service('care-profile').app.get<Database>(DATABASE);
  const events = async (name: string, userId: string) =>
    (
      await careDb().execute<{ payload: Record<string, unknown> }>(
        sql`select payload from outbox where event_name = ${name} and payload->>'userId' = ${userId} order by seq`,
      )
    ).rows.map((row) => row.payload);

  /** Signs up and waits until care-profile has taken in the registration. */
  async function signUp(firstName: string): Promise<SignedUpCaregiver> {
    const caregiver = await signUpOnly(stack, firstName);
    await eventually(
      async () =>
        (
          await careDb().execute(
            sql`select 1 from profiles where user_id = ${caregiver.userId} and email = ${caregiver.email}`,
          )
        ).rows.length > 0,
      15_000,
      'the registration to reach care-profile',
    );
    return caregiver;
  }

  beforeAll(async () => {
    stack = await TestStack.start(['identity', 'notifications', 'email-worker', 'care-profile']);
  });
  afterAll(async () => stack?.stop());

  it('gives a new caregiver an empty profile with her sign-up agreements, no recipients and the default settings', async () => {
    const before = Date.now();
    const { token } = await signUp('Ana');
    const profile = await stack.call('getProfile', { token });
    expect(profile).toEqual({
      name: '',
      location: null,
      phoneNumber: null,
      isOnboardingComplete: false,
      agreedToTermsAt: expect.any(String),
      agreedToPrivacyAt: expect.any(String),
      consentedToDataUsageAt: expect.any(String),
      careCoachAvatar: 'default',
    });
    expect(Date.parse(profile.agreedToTermsAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(await stack.call('listRecipients', { token })).toEqual([]);
    expect(await stack.call('getCommunicationSettings', { token })).toEqual({
      emailNotifications: true,
      smsNotifications: false,
      pushNotifications: true,
      tipNotifications: true,
    });
    for (const name of ['getProfile', 'listRecipients', 'getCommunicationSettings'] as const)
      expect((await stack.callExpectingError(name)).status).toBe(401);
  });

  it('completes onboarding keeping the dates of the sign-up agreements, announced once', async () => {
    const caregiver = await signUp('Bea');
    const atSignup = await stack.call('getProfile', { token: caregiver.token });
    const given = {
      agreedToTermsAt: atSignup.agreedToTermsAt,
      agreedToPrivacyAt: atSignup.agreedToPrivacyAt,
      consentedToDataUsageAt: atSignup.consentedToDataUsageAt,
    };
    expect(Object.values(given)).not.toContain(null);
    // Onboarding sends the agreements as given; a later time sent for one does not move its date.
    const saved = await stack.call('saveProfile', {
      token: caregiver.token,
      body: { ...onboarding(), ...given, agreedToTermsAt: new Date().toISOString() },
    });
    expect(saved).toMatchObject({
      name: 'Maria Lopez',
      location: 'Newark, NJ',
      phoneNumber: '555-0100',
      isOnboardingComplete: true,
      careCoachAvatar: 'default',
      ...given,
    });
    await stack.call('createRecipient', {
      token: caregiver.token,
      body: { ...rosa, insuranceType: 'medicare' },
    });

    const edited = await stack.call('saveProfile', {
      token: caregiver.token,
      body: { ...onboarding(), name: 'Maria L.', phoneNumber: '' },
    });
    expect(edited).toMatchObject({ name: 'Maria L.', phoneNumber: null });
    expect(await stack.call('getProfile', { token: caregiver.token })).toEqual(edited);
    const completed = await events('care-profile.onboarding.completed', caregiver.userId);
    expect(completed).toEqual([
      { userId: caregiver.userId, firstName: 'Bea', completedAt: expect.any(String) },
    ]);
  });

  it('answers the spec’s validation messages word for word', async () => {
    const { token } = await signUp('Cleo');
    const cases: [string, string, unknown, string][] = [
      ['POST', '/api/profile', { ...onboarding(), name: ' ' }, 'Name is required'],
      ['POST', '/api/profile', { ...onboarding(), location: '' }, 'Location is required'],
      ['POST', '/api/profile', { ...onboarding(), phoneNumber: 'abc-😀' }, PhoneNumberMessage],
      [
        'POST',
        '/api/profile',
        { ...onboarding(), agreedToTermsAt: null },
        'You must accept the Terms of Service to continue',
      ],
      [
        'POST',
        '/api/profile',
        { ...onboarding(), agreedToPrivacyAt: null },
        'You must accept the Privacy Policy to continue',
      ],
      [
        'POST',
        '/api/profile',
        { ...onboarding(), consentedToDataUsageAt: null },
        'You must consent to data usage to use our services',
      ],
      ['POST', '/api/recipients', { ...rosa, name: '' }, 'Care recipient name is required'],
      ['POST', '/api/recipients', { ...rosa, relationship: '' }, 'Relationship is required'],
      [
        'POST',
        '/api/recipients',
        { ...rosa, conditions: [] },
        'Please select at least one condition',
      ],
      [
        'PATCH',
        '/api/profile',
        { careCoachAvatar: 'robot' },
        'Please choose one of the care coach avatars.',
      ],
      ['PATCH', '/api/communication-settings', {}, 'Nothing to update'],
      ['PATCH', '/api/profile', {}, 'Nothing to update'],
      ['PATCH', '/api/profile', { phoneNumber: 'call me' }, PhoneNumberMessage],
    ];
    for (const [method, path, body, message] of cases) {
      const answer = await stack.api(method, path, { token, body });
      expect({ path, status: answer.status, message: answer.body.message }).toEqual({
        path,
        status: 400,
        message,
      });
    }
    expect(await stack.call('getProfile', { token })).toMatchObject({
      isOnboardingComplete: false,
    });
    expect(await stack.call('listRecipients', { token })).toEqual([]);
  });

  it('keeps the avatar to the eight, and reads one no longer offered as default', async () => {
    const caregiver = await signUp('Dina');
    const patched = await stack.call('updateProfile', {
      token: caregiver.token,
      body: { careCoachAvatar: 'latino_female' },
    });
    expect(patched).toMatchObject({ careCoachAvatar: 'latino_female' });
    await careDb().execute(
      sql`update profiles set care_coach_avatar = 'retired_robot' where user_id = ${caregiver.userId}`,
    );
    expect(await stack.call('getProfile', { token: caregiver.token })).toMatchObject({
      careCoachAvatar: 'default',
    });
  });

  it('saves the phone number Settings asks for, and keeps the avatar chosen before', async () => {
    const caregiver = await signUp('Rosa');
    await stack.call('updateProfile', {
      token: caregiver.token,
      body: { careCoachAvatar: 'black_female' },
    });
    const patched = await stack.call('updateProfile', {
      token: caregiver.token,
      body: { phoneNumber: ' (973) 555-0100 ' },
    });
    expect(patched).toMatchObject({
      phoneNumber: '(973) 555-0100',
      careCoachAvatar: 'black_female',
    });
    expect(await stack.call('getProfile', { token: caregiver.token })).toMatchObject({
      phoneNumber: '(973) 555-0100',
      careCoachAvatar: 'black_female',
    });
  });

  it('adds, changes and removes care recipients', async () => {
    const { token } = await signUp('Eve');
    const created = await stack.call('createRecipient', {
      token,
      body: { ...rosa, relationship: 'adult_child', conditions: ['cancer', 'cancer'] },
    });
    expect(created).toEqual({
      id: expect.any(String),
      name: 'Rosa',
      relationship: 'adult_child',
      conditions: ['cancer'],
      insuranceType: null,
    });
    const changed = await stack.call('updateRecipient', {
      token,
      params: { id: created.id },
      body: { ...rosa, conditions: ['mobility_issues'], insuranceType: 'medicaid' },
    });
    expect(changed).toMatchObject({
      conditions: ['mobility_issues'],
      insuranceType: 'medicaid',
    });
    expect(await stack.call('listRecipients', { token })).toEqual([changed]);
    expect(await stack.call('deleteRecipient', { token, params: { id: created.id } })).toEqual({
      ok: true,
    });
    expect(await stack.call('listRecipients', { token })).toEqual([]);
    for (const id of [created.id, randomUUID(), 'not-an-id']) {
      const gone = await stack.callExpectingError('deleteRecipient', { token, params: { id } });
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe('We could not find that care recipient.');
    }
  });

  it('keeps at most 20 care recipients per caregiver', async () => {
    const { token } = await signUp('Gia');
    for (let i = 0; i < 20; i++)
      await stack.call('createRecipient', { token, body: { ...rosa, name: `R${i}` } });
    const full = await stack.callExpectingError('createRecipient', { token, body: rosa });
    expect([full.status, full.body.message]).toEqual([
      409,
      'You can keep up to 20 care recipients. Please remove one first.',
    ]);
  });

  it('announces each real change of the communication settings, in full', async () => {
    const caregiver = await signUp('Fay');
    const { token } = caregiver;
    const sms = await stack.call('updateCommunicationSettings', {
      token,
      body: { smsNotifications: true },
    });
    expect(sms).toEqual({
      emailNotifications: true,
      smsNotifications: true,
      pushNotifications: true,
      tipNotifications: true,
    });
    await stack.call('updateCommunicationSettings', { token, body: { smsNotifications: true } });
    await stack.call('updateCommunicationSettings', { token, body: { tipNotifications: false } });
    expect(await events('care-profile.communication-settings.changed', caregiver.userId)).toEqual([
      { userId: caregiver.userId, ...sms },
      { userId: caregiver.userId, ...sms, tipNotifications: false },
    ]);
    const bad = await stack.api('PATCH', '/api/communication-settings', {
      token,
      body: { smsNotifications: 'yes' },
    });
    expect([bad.status, bad.body.message]).toEqual([400, 'Each setting must be true or false']);
  });
});
