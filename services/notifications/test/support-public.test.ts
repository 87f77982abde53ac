import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RouteBody } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { randomClientIp, TestStack } from '@tend/test-stack';

const supportInbox = 'help@tend.test';

/** Help for someone who cannot sign in: `POST /api/support/public`, with no session at all. */
describe('support: the signed-out help form', () => {
  let stack: TestStack;
  const notificationsDb = () => stack.service('notifications').app.get<Database>(DATABASE);

  beforeAll(async () => {
    stack = await TestStack.start(['notifications', 'email-worker'], {
      SUPPORT_EMAIL: supportInbox,
    });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** A request as the form sends it; the marker finds its e-mail among the others. */
  type Form = RouteBody<'submitPublicSupport'>;
  const request = (marker: string, overrides: Partial<Form> = {}): Form => ({
    name: 'Ann Visitor',
    email: `ann.${marker}@example.com`,
    category: 'technical',
    message: `I cannot sign in on my tablet. ${marker}`,
    website: '',
    ...overrides,
  });
  const from = (body: Form, ip = randomClientIp()) => ({
    body,
    headers: { 'x-forwarded-for': ip },
  });
  const send = (body: Form, ip?: string) => stack.call('submitPublicSupport', from(body, ip));
  const sendRefused = (body: Form, ip?: string) =>
    stack.callExpectingError('submitPublicSupport', from(body, ip));
  const deliveriesNaming = async (marker: string) => {
    const { rows } = await notificationsDb().execute<{ n: number }>(
      sql`select count(*)::int as n from email_deliveries where data::text like ${`%${marker}%`}`,
    );
    return rows[0]?.n ?? 0;
  };
  const mailNaming = (marker: string) =>
    stack.mail.messages().filter((m) => m.text.includes(marker));

  it("delivers a visitor's request to the support mailbox, and mails nobody else", async () => {
    const marker = randomUUID();
    const response = await send(
      request(marker, { name: '  Ann Visitor  ', message: ` Hi ${marker} ` }),
    );
    expect(response).toEqual({ ok: true });
    const mail = await stack.mail.waitFor((m) => m.text.includes(marker));
    expect(mail.to).toEqual([supportInbox]);
    expect(mail.subject).toBe('[Support] Technical Issue: Help while signed out, from Ann Visitor');
    expect(mail.text).toContain(`From: Ann Visitor <ann.${marker}@example.com> (not signed in)`);
    expect(mail.text).toContain(`Hi ${marker}`);
    // No confirmation to an address nobody has shown is theirs.
    expect(stack.mail.messages().filter((m) => m.to.includes(`ann.${marker}@example.com`))).toEqual(
      [],
    );
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', { name: undefined }, 'Name, email, category, and message are required.'],
    ['a blank name', { name: '   ' }, 'Name, email, category, and message are required.'],
    ['no e-mail', { email: '' }, 'Name, email, category, and message are required.'],
    [
      'an e-mail that is not one',
      { email: 'ann at home' },
      'Please enter a valid email address, like name@example.com, so we can answer you.',
    ],
    ['no category', { category: undefined }, 'Name, email, category, and message are required.'],
    [
      'an unknown category',
      { category: 'billing' },
      'Please choose one of the categories: Technical Issue, Feature Request, General Question, Feedback, Other.',
    ],
    ['a blank message', { message: ' \n ' }, 'Name, email, category, and message are required.'],
    [
      'a message too long',
      { message: 'x'.repeat(5001) },
      'Please keep the message under 5000 characters',
    ],
    ['a name too long', { name: 'A'.repeat(101) }, 'Please keep your name under 100 characters'],
  ])(
    'refuses %s with a 400 a person can act on, and delivers nothing',
    async (_case, change, words) => {
      const marker = randomUUID();
      // Raw: some of these break the contract's types on purpose.
      const response = await stack.api<{ message?: string }>('POST', '/api/support/public', {
        body: { ...request(marker), ...change },
      });
      expect([response.status, response.body.message]).toEqual([400, words]);
      expect(await deliveriesNaming(marker)).toBe(0);
    },
  );

  it('refuses a body that is not a JSON object', async () => {
    const response = await stack.api<{ message: string }>('POST', '/api/support/public', {
      rawBody: '"help"',
      headers: { 'content-type': 'application/json' },
    });
    expect([response.status, response.body.message]).toEqual([
      400,
      'The request body must be a JSON object.',
    ]);
  });

  it('takes a request whose forwarded client address is garbage (a proxy passes on anything)', async () => {
    const response = await send(request(randomUUID()), `x${'9'.repeat(300)}`);
    expect(response).toEqual({ ok: true });
  });

  it('answers a bot that fills the hidden field exactly as a person, and delivers nothing', async () => {
    const caught = randomUUID();
    // Both answered 200 (call fails otherwise), with the same body.
    const bot = await send(request(caught, { website: 'http://cheap-pills.example' }));
    const person = await send(request(randomUUID()));
    expect(bot).toEqual(person);
    // A request sent after the bot's is delivered; the bot's never got a delivery row.
    const after = randomUUID();
    await send(request(after));
    await stack.mail.waitFor((m) => m.text.includes(after));
    expect(await deliveriesNaming(caught)).toBe(0);
    expect(mailNaming(caught)).toEqual([]);
  });

  it('limits one e-mail address to 3 requests an hour, from any device, in words a person can act on', async () => {
    const marker = randomUUID();
    const email = `flood.${marker}@example.com`;
    for (let i = 0; i < 3; i++) await send(request(`${marker}-${i}`, { email }));
    const last = await sendRefused(request(`${marker}-3`, { email }));
    expect(last.status).toBe(429);
    expect(last.body.message).toBe(
      `We already have several requests from ${email} in the last hour, and we will answer them. To add something, please wait an hour or email ${supportInbox} directly.`,
    );
    expect(await deliveriesNaming(`${marker}-3`)).toBe(0);
    expect(await deliveriesNaming(`${marker}-2`)).toBe(1);
  });

  it('limits one device to 6 requests an hour, whatever addresses it gives', async () => {
    const ip = randomClientIp();
    const marker = randomUUID();
    for (let i = 0; i < 6; i++) await send(request(`${marker}-${i}`), ip);
    const last = await sendRefused(request(`${marker}-6`), ip);
    expect(last.status).toBe(429);
    expect(last.body.message).toBe(
      `Several requests have come from this device in the last hour. Please wait an hour before sending another, or email ${supportInbox} directly.`,
    );
    expect(await deliveriesNaming(`${marker}-6`)).toBe(0);
    // Another device is not held up by this one.
    await send(request(randomUUID()));
  });
});
