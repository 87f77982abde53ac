import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { UnsubscribeMessages } from '@tend/contracts';
import { signUnsubscribeToken } from '@tend/contracts/node';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import { type SignedUpCaregiver, signUp as signUpOnly, TestStack } from '@tend/test-stack';

interface Result {
  success: boolean;
  message: string;
  email: string | null;
  emailType: string | null;
}

const refused = {
  success: false,
  message: UnsubscribeMessages.invalidLink,
  email: null,
  emailType: null,
};
const defaults = {
  emailNotifications: true,
  smsNotifications: false,
  pushNotifications: true,
  tipNotifications: true,
};

describe('unsubscribe links', () => {
  let stack: TestStack;
  const careDb = () => stack.service('care-profile').app.get<Database>(DATABASE);
  const sign = (email: string, scope: 'all' | 'tips' | 'updates') =>
    signUnsubscribeToken(stack.secrets.UNSUBSCRIBE_SECRET, email, scope);
  const use = (token: string) => stack.call('unsubscribe', { params: { path: token } });
  const settings = (token: string) => stack.call('getCommunicationSettings', { token });
  const unsubscribedEvents = async (email: string) =>
    (
      await careDb().execute<{ payload: object }>(
        sql`select payload from outbox where event_name = 'care-profile.email.unsubscribed'
            and payload->>'email' = ${email} order by seq`,
      )
    ).rows.map((row) => row.payload);
  const eventCount = async () =>
    (await careDb().execute<{ n: number }>(sql`select count(*)::int as n from outbox`)).rows[0]?.n;

  async function signUp(firstName: string): Promise<SignedUpCaregiver> {
    const caregiver = await signUpOnly(stack, firstName);
    await eventually(
      async () =>
        (await careDb().execute(sql`select 1 from profiles where email = ${caregiver.email}`)).rows
          .length > 0,
      15_000,
      'the registration to reach care-profile',
    );
    return caregiver;
  }

  beforeAll(async () => {
    stack = await TestStack.start(['identity', 'notifications', 'email-worker', 'care-profile']);
  });
  afterAll(async () => stack?.stop());

  it('stops the e-mail a link names, from the link in a real e-mail, and twice is harmless', async () => {
    const caregiver = await signUp('Sam');
    const welcome = await stack.mail.waitFor(
      (m) => m.to.includes(caregiver.email) && m.subject === 'Welcome to Tend',
    );
    const link = welcome.links.find((href) => href.includes('/unsubscribe/'));
    const token = decodeURIComponent(link!.split('/unsubscribe/')[1]);
    const first = await use(token);
    expect(first).toEqual({
      success: true,
      message: expect.any(String),
      email: caregiver.email,
      emailType: 'updates',
    });
    expect(await settings(caregiver.token)).toEqual({ ...defaults, emailNotifications: false });
    expect(await unsubscribedEvents(caregiver.email)).toEqual([
      { email: caregiver.email, scope: 'updates', userId: caregiver.userId },
    ]);

    const events = await eventCount();
    expect(await use(token)).toEqual(first);
    expect(await eventCount()).toBe(events);
  });

  it('takes the one-click POST of a mail client (RFC 8058) in either form type', async () => {
    const caregiver = await signUp('Tia');
    const oneClick = (token: string, type: string, body: string) =>
      fetch(`${stack.url}/api/unsubscribe/${token}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
    const boundary = 'tend-one-click';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    for (const [scope, type, body] of [
      ['tips', 'application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click'],
      ['updates', `multipart/form-data; boundary=${boundary}`, multipart],
    ] as const) {
      const response = await oneClick(sign(caregiver.email, scope), type, body);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ success: true, emailType: scope });
    }
    expect(await settings(caregiver.token)).toEqual({
      ...defaults,
      tipNotifications: false,
      emailNotifications: false,
    });
    // Any other route still refuses a multipart body.
    const form = await stack.api('POST', '/api/recipients', {
      token: caregiver.token,
      rawBody: multipart,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(form.status).toBe(415);
  });

  it('changes nothing for a forged, altered or malformed link, and never answers an error', async () => {
    const victim = await signUp('Uma');
    const valid = sign(victim.email, 'all');
    const [body, signature] = valid.split('.') as [string, string];
    const otherBody = sign('mallory@example.com', 'all').split('.')[0];
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === 'A' ? 'B' : 'A') + text.slice(at + 1);
    const events = await eventCount();
    for (const token of [
      signUnsubscribeToken(randomBytes(32).toString('hex'), victim.email, 'all'),
      `${body}.${flip(signature, 10)}`,
      `${flip(body, 8)}.${signature}`,
      `${otherBody}.${signature}`,
      body,
      `${valid}.extra`,
      'abc',
      '...',
      '%E2%9C%93.%00',
      'x'.repeat(3000),
      `${body}/${signature}`,
    ]) {
      // Raw: some of these are no token a link carries (percent escapes, a slash), sent as they are.
      const answer = await stack.api<Result>('GET', `/api/unsubscribe/${token}`);
      expect({ token, status: answer.status, body: answer.body }).toEqual({
        token,
        status: 200,
        body: refused,
      });
    }
    expect(await settings(victim.token)).toEqual(defaults);
    expect(await eventCount()).toBe(events);
  });

  it('unsubscribes only the address its link was made for', async () => {
    const vic = await signUp('Vic');
    const wes = await signUp('Wes');
    expect(await use(sign(vic.email, 'all'))).toMatchObject({
      success: true,
      email: vic.email,
      emailType: 'all',
    });
    expect(await settings(vic.token)).toEqual({ ...defaults, emailNotifications: false });
    expect(await settings(wes.token)).toEqual(defaults);
  });

  it('reads the link of a long address', async () => {
    const email = `${'a'.repeat(64)}.${randomBytes(4).toString('hex')}@${'care-'.repeat(30)}example.com`;
    for (const name of ['unsubscribe', 'unsubscribeOneClick'] as const)
      expect(await stack.call(name, { params: { path: sign(email, 'tips') } })).toMatchObject({
        success: true,
        email,
      });
  });

  it('suppresses an address that has no account, once', async () => {
    const email = `stranger.${randomBytes(4).toString('hex')}@example.com`;
    const token = sign(email, 'all');
    expect(await use(token)).toMatchObject({ success: true, email, emailType: 'all' });
    await use(token);
    expect(await unsubscribedEvents(email)).toEqual([{ email, scope: 'all', userId: null }]);
  });
});
