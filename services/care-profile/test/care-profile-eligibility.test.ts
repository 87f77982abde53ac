import { sql } from 'drizzle-orm';
import { gatewayService } from '@tend/gateway';
import { DATABASE, startService, type Database, type RunningService } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import type { EligibilityAnswers } from '@tend/contracts';
import { type SignedUpCaregiver, signUp as signUpOnly, TestStack } from '@tend/test-stack';

// medicare 25 + parent 20 + 18-64 15 + other condition 5 = 65
const answers: EligibilityAnswers = {
  relationship: 'parent',
  benefits: ['medicare'],
  age: '18_64',
  state: 'NJ',
  zipCode: '07102',
  condition: 'other',
};
/** What the web checker stores in local storage, with a score a browser could have made up. */
const stored = (value: object) =>
  JSON.stringify({
    fromEligibilityCheck: true,
    relationship: 'parent',
    insuranceType: 'medicare',
    eligibilityScore: 99,
    answers: value,
  });
const header = (data: string) => ({ 'X-Eligibility-Data': data });

describe('eligibility results from the X-Eligibility-Data header', () => {
  let stack: TestStack;
  let flagOff: RunningService<unknown>;
  const careDb = () => stack.service('care-profile').app.get<Database>(DATABASE);
  const resultRows = async (userId: string) =>
    (
      await careDb().execute<{ score: number; assessed_at: Date }>(
        sql`select eligibility_score as score, assessed_at from eligibility_results where user_id = ${userId}`,
      )
    ).rows;
  const results = async (token: string) => stack.call('listEligibilityResults', { token });

  async function signUp(
    firstName: string,
    eligibility?: EligibilityAnswers,
  ): Promise<SignedUpCaregiver> {
    const caregiver = await signUpOnly(stack, firstName, 'Lopez', { eligibility });
    await eventually(
      async () =>
        (await careDb().execute(sql`select 1 from profiles where user_id = ${caregiver.userId}`))
          .rows.length > 0,
      15_000,
      'the registration to reach care-profile',
    );
    return caregiver;
  }

  beforeAll(async () => {
    stack = await TestStack.start(['identity', 'notifications', 'email-worker', 'care-profile'], {
      FEATURE_ELIGIBILITY_ENABLED: 'true',
    });
    // A second gateway on the same services whose flag is almost, but not exactly, 'true'.
    flagOff = await startService(
      gatewayService,
      stack.ns.config(gatewayService, {
        ...stack.secrets,
        PORT: '0',
        FEATURE_ELIGIBILITY_ENABLED: 'TRUE',
      }),
    );
  });
  afterAll(async () => {
    await flagOff?.stop();
    await stack?.stop();
  });

  it('scores the answers on the server, ignoring the browser’s score, and stores the result once', async () => {
    const caregiver = await signUp('Nia');
    expect(await results(caregiver.token)).toEqual([]);
    await stack.call('getProfile', { token: caregiver.token, headers: header(stored(answers)) });
    const expected = [{ programType: 'medicaid_pas', eligibilityScore: 65, status: 'assessed' }];
    expect(await results(caregiver.token)).toEqual(expected);
    const [first] = await resultRows(caregiver.userId);

    // The client repeats the header on every query; the same answers in any order change nothing.
    for (const benefits of [['medicare'], ['medicare', 'medicare']])
      await stack.call('listRecipients', {
        token: caregiver.token,
        headers: header(stored({ ...answers, benefits })),
      });
    expect(await resultRows(caregiver.userId)).toEqual([first]);

    // A new check with other answers is the one that counts.
    const fresh = await stack.call('listEligibilityResults', {
      token: caregiver.token,
      headers: header(JSON.stringify({ ...answers, benefits: ['medicaid', 'ssi'] })),
    });
    expect(fresh).toEqual([{ ...expected[0], eligibilityScore: 95 }]);
  });

  it('keeps the answers a visitor signed up with, for her account and her onboarding', async () => {
    const latest = async (token: string) => stack.call('latestEligibilityAnswers', { token });
    const withAnswers = await signUp('Sol', answers);
    // No header ever sent: the answers came through sign-up, kept with the pending account.
    await eventually(
      async () => (await results(withAnswers.token)).length === 1,
      15_000,
      'the answers to reach care-profile',
    );
    expect(await results(withAnswers.token)).toEqual([
      { programType: 'medicaid_pas', eligibilityScore: 65, status: 'assessed' },
    ]);
    expect(await latest(withAnswers.token)).toEqual({ answers });

    const without = await signUp('Tia');
    expect(await latest(without.token)).toEqual({ answers: null });
    expect((await stack.callExpectingError('latestEligibilityAnswers')).status).toBe(401);

    // Answers that do not read as the checker's are refused with the checker's own words.
    const refused = await stack.callExpectingError('sendVerification', {
      body: {
        email: 'uma.refused@example.com',
        firstName: 'Uma',
        lastName: 'Lopez',
        eligibility: { ...answers, zipCode: '123' },
      },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain('Valid zip code is required');
  });

  it('ignores a bad header without failing the request it rides on', async () => {
    const caregiver = await signUp('Oli');
    for (const data of [
      'not json',
      '{"answers":',
      JSON.stringify([answers]),
      stored({ ...answers, zipCode: '123' }),
      stored({ ...answers, benefits: [] }),
      stored({ ...answers, relationship: 'landlord' }),
      stored({ ...answers, pad: 'x'.repeat(6000) }),
      stored({}),
    ]) {
      await stack.call('getCommunicationSettings', {
        token: caregiver.token,
        headers: header(data),
      });
    }
    expect(await results(caregiver.token)).toEqual([]);
    // Anonymous requests carry no owner: the header is ignored there too.
    await stack.call('getPublicConfig', { headers: header(stored(answers)) });
  });

  it('never shows one caregiver’s results to another', async () => {
    const pia = await signUp('Pia');
    const quin = await signUp('Quin');
    await stack.call('getProfile', { token: pia.token, headers: header(stored(answers)) });
    expect(await results(pia.token)).toHaveLength(1);
    expect(await results(quin.token)).toEqual([]);
    expect((await stack.callExpectingError('listEligibilityResults')).status).toBe(401);
  });

  it('has no eligibility call, and stores nothing, while the flag is not exactly true', async () => {
    const caregiver = await signUp('Ray');
    const call = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${flagOff.healthUrl}${path}`, {
        headers: { authorization: `Bearer ${caregiver.token}`, ...headers },
      });
    const off = await call('/api/eligibility');
    expect(off.status).toBe(404);
    expect((await call('/api/eligibility/answers')).status).toBe(404);
    const emailed = await fetch(`${flagOff.healthUrl}/api/eligibility/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ray.visitor@example.com', answers }),
    });
    expect(emailed.status).toBe(404);
    expect(await off.json()).toMatchObject({ statusCode: 404 });
    expect((await call('/api/profile', header(stored(answers)))).status).toBe(200);
    expect(await resultRows(caregiver.userId)).toEqual([]);
  });
});
