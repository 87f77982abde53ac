import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { EligibilityAnswers, RouteBody } from '@tend/contracts';
import { DATABASE, REDIS, type Database, type Redis } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import { randomClientIp, TestStack } from '@tend/test-stack';

// medicaid 35 + parent 20 + 65+ 20 + dementia 15 = 90, 'eligible'.
const answers: EligibilityAnswers = {
  relationship: 'parent',
  benefits: ['medicaid'],
  age: '65_plus',
  state: 'NJ',
  zipCode: '07102',
  condition: 'dementia',
};

/** A visitor's checker results e-mailed once: `POST /api/eligibility/email`, with no session. */
describe('eligibility: a visitor e-mails herself her results', () => {
  let stack: TestStack;
  const notifications = () => stack.service('notifications').app;
  const db = () => notifications().get<Database>(DATABASE);

  beforeAll(async () => {
    stack = await TestStack.start(['notifications', 'email-worker'], {
      FEATURE_ELIGIBILITY_ENABLED: 'true',
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  type Body = RouteBody<'emailEligibilityResults'>;
  const send = (body: Body, ip = randomClientIp()) =>
    stack.call('emailEligibilityResults', { body, headers: { 'x-forwarded-for': ip } });
  const sendRefused = (body: Body, ip = randomClientIp()) =>
    stack.callExpectingError('emailEligibilityResults', {
      body,
      headers: { 'x-forwarded-for': ip },
    });
  /** Every row of the notifications database that holds the address, in any table. */
  const rowsNaming = async (address: string) => {
    const { rows } = await db().execute<{ n: number }>(sql`
      select (select count(*) from email_deliveries where recipient = ${address} or data::text like ${`%${address}%`})
           + (select count(*) from recipients where email = ${address})
           + (select count(*) from email_suppressions where email = ${address})
           + (select count(*) from bounced_addresses where email = ${address}) as n`);
    return Number(rows[0]?.n ?? 0);
  };
  const mailTo = (address: string) => stack.mail.messages().filter((m) => m.to.includes(address));

  it('sends one e-mail with her results and a link back to them, then keeps no trace of her address', async () => {
    const address = `visitor.${randomUUID()}@example.com`;
    expect(await send({ email: `  ${address.toUpperCase()} `, answers })).toEqual({ ok: true });

    const mail = await stack.mail.waitFor((m) => m.to.includes(address));
    expect(mail.subject).toBe('Your results from the Tend eligibility check');
    expect(mail.text).toContain(
      'Medicaid Personal Assistance Services in New Jersey: Highly likely to qualify, 90 out of 100.',
    );
    expect(mail.text).toContain('we do not keep your email address');
    expect(mail.links).toContainEqual(
      expect.stringMatching(
        /\/eligibility\?r=parent&b=medicaid&a=65_plus&s=NJ&z=07102&c=dementia$/,
      ),
    );

    await eventually(
      async () => (await rowsNaming(address)) === 0,
      10_000,
      'the delivery to be forgotten',
    );
    const redisKeys = await notifications().get<Redis>(REDIS).keys(`*${address}*`);
    expect(redisKeys).toEqual([]);
    expect(mailTo(address)).toHaveLength(1);
  });

  it('writes it in Spanish to a visitor who reads the checker in Spanish', async () => {
    const address = `visitante.${randomUUID()}@example.com`;
    await send({ email: address, answers: { ...answers, state: 'TX' }, language: 'es-US' });
    const mail = await stack.mail.waitFor((m) => m.to.includes(address));
    expect(mail.subject).toBe('Sus resultados de la revisión de elegibilidad de Tend');
    expect(mail.text).toContain(
      'Servicios de asistencia personal de Medicaid en Texas: Es muy probable que califique, 90 de 100.',
    );
    expect(mail.text).toContain('no guardamos su correo electrónico');
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'an address that is not one',
      { email: 'ann at home' },
      'Please enter a valid email address, like name@example.com.',
    ],
    [
      'no address',
      { email: undefined },
      'Please enter a valid email address, like name@example.com.',
    ],
    ['no answers', { answers: undefined }, 'Please answer the six questions of the check first.'],
    [
      'a zip code that is not one',
      { answers: { ...answers, zipCode: '7102' } },
      'Valid zip code is required',
    ],
    ['a state that is not one', { answers: { ...answers, state: 'XX' } }, 'Invalid option'],
    ['a language Tend does not speak', { language: 'fr' }, 'Please choose a language Tend speaks'],
  ])('refuses %s with a 400, and sends nothing', async (_case, change, words) => {
    const address = `bad.${randomUUID()}@example.com`;
    // Raw: these break the contract's types on purpose.
    const response = await stack.api<{ message?: string }>('POST', '/api/eligibility/email', {
      body: { email: address, answers, ...change },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(words);
    expect(await rowsNaming(address)).toBe(0);
  });

  it('sends to one address at most twice a day, from any device', async () => {
    const address = `twice.${randomUUID()}@example.com`;
    await send({ email: address, answers });
    await send({ email: address, answers });
    const third = await sendRefused({ email: address, answers });
    expect([third.status, third.body.message]).toEqual([
      429,
      'We already sent these results to that address today. Please look in your inbox or spam folder.',
    ]);
  });
});
