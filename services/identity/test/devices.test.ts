import { sql } from 'drizzle-orm';
import { IdentityRpc } from '@tend/contracts';
import { DATABASE, RpcClient, type Database } from '@tend/platform';
import { quiet, type SignedUpCaregiver, signUp, strongPassword, TestStack } from '@tend/test-stack';

const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const windowsEdge =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0';

/**
 * Settings → Devices through the gateway: the caregiver's sessions named by device and browser,
 * this device marked, one other signed out, and "Sign out everywhere" keeping only this one.
 */
describe('devices: the signed-in sessions of an account', () => {
  let stack: TestStack;
  const identityDb = () => stack.service('identity').app.get<Database>(DATABASE);

  beforeAll(async () => {
    stack = await TestStack.start(['identity', 'notifications', 'email-worker']);
  });
  afterAll(async () => stack?.stop());

  const signIn = async (caregiver: SignedUpCaregiver, userAgent: string) => {
    const login = await stack.call('login', {
      body: { email: caregiver.email, password: strongPassword },
      headers: { 'user-agent': userAgent },
    });
    return login.token;
  };
  const sessions = (token: string) => stack.call('listSessions', { token });
  const status = (token: string) => stack.callStatus('currentUser', { token });

  it('lists each device with its device, browser and times, marks this one, and shows nothing of another user', async () => {
    const caregiver = await signUp(stack, 'Devi');
    const phone = await signIn(caregiver, iPhoneSafari);
    const laptop = await signIn(caregiver, windowsEdge);
    const stranger = await signUp(stack, 'Zed');
    await signIn(stranger, iPhoneSafari);

    const list = await sessions(phone);
    expect(list).toHaveLength(3);
    const current = list.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]?.seenAs).toMatchObject({
      model: 'iPhone',
      browser: 'Safari',
      browserVersion: '17',
    });
    expect(list.find((s) => s.seenAs.os === 'Windows')).toMatchObject({
      seenAs: { kind: 'computer', browser: 'Edge', browserVersion: '126' },
      current: false,
    });
    for (const session of list) {
      expect(Date.parse(session.createdAt)).toBeLessThanOrEqual(Date.now());
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
    }

    const strangersIds = (await sessions(stranger.token)).map((s) => s.id);
    expect(strangersIds).toHaveLength(2);
    expect(list.some((s) => strangersIds.includes(s.id))).toBe(false);
    // The laptop sees the same three sessions, with itself as this device.
    const fromLaptop = await sessions(laptop);
    expect(fromLaptop.find((s) => s.current)?.seenAs.os).toBe('Windows');
    expect(fromLaptop.map((s) => s.id).sort()).toEqual(list.map((s) => s.id).sort());
  });

  it('e-mails the owner when a device the account never used signs in, and only then', async () => {
    const caregiver = await signUp(stack, 'Dara');
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const newDevice = (m: { to: string[]; subject: string }) =>
      m.to.includes(caregiver.email) && m.subject === 'A new device signed in to your Tend account';
    await signIn(caregiver, iphone);
    const notice = await stack.mail.waitFor(newDevice, 15_000);
    expect(notice.text).toMatch(/Safari [\d.]+ on iPhone/);
    expect(notice.links).toEqual(
      expect.arrayContaining([
        'http://localhost:8080/settings#devices-title',
        'http://localhost:8080/forgot-password',
      ]),
    );
    // The same phone again, and the device the account signed up on: nothing new to tell.
    await signIn(caregiver, iphone.replace('Version/17.5', 'Version/18.1'));
    await signIn(caregiver, 'node');
    await quiet(stack);
    expect(stack.mail.messages().filter(newDevice)).toHaveLength(1);
  });

  it('words the new device in the account’s language: Spanish for a caregiver who reads Spanish', async () => {
    const caregiver = await signUp(stack, 'Rosa');
    await stack.call('setLanguage', { token: caregiver.token, body: { language: 'es-US' } });
    await quiet(stack);
    const android =
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    await signIn(caregiver, android);
    const notice = await stack.mail.waitFor(
      (m) =>
        m.to.includes(caregiver.email) &&
        m.subject === 'Un dispositivo nuevo inició sesión en su cuenta de Tend',
      15_000,
    );
    expect(notice.text).toContain('Chrome 131 en un teléfono Android.');
    expect(notice.text).not.toMatch(/ on |phone/);
  });

  it('refreshes "last seen" when a session is used, at most once every few minutes', async () => {
    const caregiver = await signUp(stack, 'Lena');
    const phone = await signIn(caregiver, iPhoneSafari);
    const phoneSession = (await sessions(phone)).find((s) => s.current)!;
    // As if the phone signed in an hour ago and has not been used since.
    await identityDb().execute(
      sql`update sessions set created_at = now() - interval '1 hour', last_seen_at = null where id = ${phoneSession.id}`,
    );
    const before = (await sessions(caregiver.token)).find((s) => s.id === phoneSession.id)!;
    expect(Date.now() - Date.parse(before.lastSeenAt)).toBeGreaterThan(50 * 60_000);

    // The gateway asks identity whenever its cached answer for the session has lapsed.
    const rpc = stack.gateway.app.get(RpcClient);
    await rpc.call(IdentityRpc.checkSession, { sessionId: phoneSession.id });
    const seen = (await sessions(caregiver.token)).find((s) => s.id === phoneSession.id)!;
    expect(Date.now() - Date.parse(seen.lastSeenAt)).toBeLessThan(60_000);

    await rpc.call(IdentityRpc.checkSession, { sessionId: phoneSession.id });
    const again = (await sessions(caregiver.token)).find((s) => s.id === phoneSession.id)!;
    expect(again.lastSeenAt).toBe(seen.lastSeenAt);
  });

  it('signs out one other device: its token is refused, the others keep working', async () => {
    const caregiver = await signUp(stack, 'Omar');
    const phone = await signIn(caregiver, iPhoneSafari);
    const laptop = await signIn(caregiver, windowsEdge);
    const laptopSession = (await sessions(phone)).find((s) => s.seenAs.os === 'Windows')!;

    await stack.call('revokeSession', { token: phone, params: { id: laptopSession.id } });
    expect(await status(laptop)).toBe(401);
    expect(await status(phone)).toBe(200);
    expect(await status(caregiver.token)).toBe(200);
    expect((await sessions(phone)).map((s) => s.id)).not.toContain(laptopSession.id);

    const again = await stack.callExpectingError('revokeSession', {
      token: phone,
      params: { id: laptopSession.id },
    });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('That session has already ended.');
  });

  it('refuses to end another user’s session (404) and leaves it signed in', async () => {
    const caregiver = await signUp(stack, 'Ines');
    const stranger = await signUp(stack, 'Hugo');
    const strangerSession = (await sessions(stranger.token))[0];

    const attempt = await stack.callExpectingError('revokeSession', {
      token: caregiver.token,
      params: { id: strangerSession.id },
    });
    expect(attempt.status).toBe(404);
    expect(await status(stranger.token)).toBe(200);
    const notAnId = await stack.callExpectingError('revokeSession', {
      token: caregiver.token,
      params: { id: 'phone' },
    });
    expect(notAnId.status).toBe(404);
    expect(notAnId.body.message).toBe('That session has already ended.');
    expect((await stack.callExpectingError('listSessions')).status).toBe(401);
  });

  it('"Sign out everywhere" ends every other session and keeps this device signed in', async () => {
    const caregiver = await signUp(stack, 'Ruth');
    const phone = await signIn(caregiver, iPhoneSafari);
    const laptop = await signIn(caregiver, windowsEdge);
    const tablet = await signIn(caregiver, 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X)');
    const stranger = await signUp(stack, 'Yara');

    const others = await stack.call('revokeOtherSessions', { token: phone });
    expect(others).toEqual({ revoked: 3 });
    for (const token of [laptop, tablet, caregiver.token]) expect(await status(token)).toBe(401);
    expect(await status(phone)).toBe(200);
    expect(await status(stranger.token)).toBe(200);
    const left = await sessions(phone);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ current: true, seenAs: { model: 'iPhone' } });
  });
});
