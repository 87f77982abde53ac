import { sql } from 'drizzle-orm';
import type { RouteBody } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import { randomClientIp, signUp, strongPassword, TestStack } from '@tend/test-stack';

const newPassword = 'Fresh-start9';

describe('forgotten and changed passwords through the gateway', () => {
  let stack: TestStack;
  const identityDb = () => stack.service('identity').app.get<Database>(DATABASE);

  beforeAll(async () => {
    stack = await TestStack.start(['identity', 'notifications', 'email-worker']);
  });
  afterAll(async () => stack?.stop());

  const asking = (email: string, ip = randomClientIp()) => ({
    body: { email },
    headers: { 'x-forwarded-for': ip },
  });
  const forgot = (email: string, ip?: string) =>
    stack.callWithHeaders('forgotPassword', asking(email, ip));
  const forgotRefused = (email: string, ip?: string) =>
    stack.callExpectingError('forgotPassword', asking(email, ip));

  /** The token of the newest reset e-mail to `email`, as a person would click it. */
  async function resetToken(email: string, notToken?: string): Promise<string> {
    return eventually(
      async () => {
        const mail = stack.mail
          .messages()
          .filter((m) => m.to.includes(email) && m.subject === 'Reset your Tend password')
          .at(-1);
        const link = mail?.links.find((href) =>
          href.startsWith('http://localhost:8080/reset-password?token='),
        );
        const token = link ? new URL(link).searchParams.get('token') : null;
        return token && token !== notToken ? token : undefined;
      },
      15_000,
      `a reset e-mail to ${email}`,
    );
  }

  const reset = (token: string, password = newPassword) =>
    stack.call('resetPassword', { body: { token, password } });
  const resetRefused = (token: string, password = newPassword) =>
    stack.callExpectingError('resetPassword', { body: { token, password } });
  const check = (token: string) => stack.call('checkResetLink', { body: { token } });
  const login = (email: string, password: string) =>
    stack.call('login', { body: { email, password } });
  const loginStatus = (email: string, password: string) =>
    stack.callStatus('login', { body: { email, password } });
  const me = (token: string) => stack.callStatus('currentUser', { token });

  it('answers an unknown address exactly like a known one, and e-mails only the known one', async () => {
    const caregiver = await signUp(stack, 'Rosa');
    const unknown = `nobody.${Date.now()}@example.com`;
    const forUnknown = await forgot(unknown);
    const forKnown = await forgot(caregiver.email);
    // Both answered forgotPassword's 200 (call fails otherwise), with the same body and headers.
    expect(forKnown.answer).toEqual(forUnknown.answer);
    expect([...forKnown.headers.keys()].sort()).toEqual([...forUnknown.headers.keys()].sort());

    const mail = await stack.mail.waitFor(
      (m) => m.to.includes(caregiver.email) && m.subject === 'Reset your Tend password',
    );
    expect(mail.text).toContain('Hi Rosa');
    expect(mail.text).toContain('expires in 1 hour');
    // The unknown address was asked for first; its e-mail, had there been one, would be here by now.
    expect(stack.mail.messages().filter((m) => m.to.includes(unknown))).toEqual([]);
    const rows = await identityDb().execute(sql`select count(*)::int as n from password_resets`);
    expect(rows.rows[0]).toEqual({ n: 1 });
  });

  it('sets the new password from the e-mailed link once, and signs out every session', async () => {
    const caregiver = await signUp(stack, 'Ana');
    const phone = (await login(caregiver.email, strongPassword)).token;
    await forgot(caregiver.email);
    const first = await resetToken(caregiver.email);
    await forgot(caregiver.email);
    const second = await resetToken(caregiver.email, first);
    const stored = await identityDb().execute(sql`select token_hash from password_resets`);
    expect(JSON.stringify(stored.rows)).not.toContain(first);

    expect(await check(first)).toEqual({ usable: true, message: null });
    const done = await reset(first);
    expect(done).toMatchObject({ ok: true, signedOutSessions: 2 });
    expect(await me(caregiver.token)).toBe(401);
    expect(await me(phone)).toBe(401);
    expect(await loginStatus(caregiver.email, strongPassword)).toBe(401);
    const fresh = await login(caregiver.email, newPassword);

    // Opened again, the link says at once that it was used.
    expect(await check(first)).toEqual({
      usable: false,
      message: expect.stringMatching(/already been used/) as unknown,
    });
    const again = await resetRefused(first, 'Another-one7');
    expect(again.status).toBe(410);
    expect(again.body.message).toMatch(/already been used.*ask for a new link/);
    // The other link sent before the reset ended with it.
    expect((await resetRefused(second, 'Another-one7')).status).toBe(410);
    expect(await me(fresh.token)).toBe(200);
    expect(await loginStatus(caregiver.email, newPassword)).toBe(200);
  });

  it('e-mails the owner once the password is set from a reset link', async () => {
    const caregiver = await signUp(stack, 'Ines');
    await forgot(caregiver.email);
    await reset(await resetToken(caregiver.email));
    const notice = await stack.mail.waitFor(
      (m) => m.to.includes(caregiver.email) && m.subject === 'Your Tend password was changed',
      15_000,
    );
    expect(notice.text).toContain('with a reset link');
    expect(notice.links).toContain('http://localhost:8080/forgot-password');
  });

  it('lets a caregiver locked out by wrong guesses sign in with the new password at once', async () => {
    const caregiver = await signUp(stack, 'Eve');
    const ip = randomClientIp();
    const guess = () =>
      stack.callExpectingError('login', {
        body: { email: caregiver.email, password: 'Was-it-this1' },
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 6; i++) await guess();
    const locked = await guess();
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many sign-in attempts/);
    await forgot(caregiver.email);
    await reset(await resetToken(caregiver.email));
    expect(await loginStatus(caregiver.email, newPassword)).toBe(200);
  });

  it('refuses an expired and a forged link with a clear 410, and keeps the password', async () => {
    const caregiver = await signUp(stack, 'Jun');
    await forgot(caregiver.email);
    const token = await resetToken(caregiver.email);
    await identityDb().execute(
      sql`update password_resets set expires_at = now() - interval '1 minute' where used_at is null`,
    );
    expect((await check(token)).message).toMatch(/has expired/);
    const expired = await resetRefused(token);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(
      'This reset link has expired (links last 1 hour). Please ask for a new one.',
    );
    const forged = await resetRefused('not-a-real-link');
    expect(forged.status).toBe(410);
    expect(forged.body.message).toMatch(/not valid.*ask for a new link/);
    expect(await me(caregiver.token)).toBe(200);
    expect(await loginStatus(caregiver.email, strongPassword)).toBe(200);
  });

  it('refuses a weak new password with the rule it breaks, and changes nothing', async () => {
    const caregiver = await signUp(stack, 'Kofi');
    await forgot(caregiver.email);
    const token = await resetToken(caregiver.email);
    const weak = await resetRefused(token, 'password');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Must contain uppercase letter');
    expect(await me(caregiver.token)).toBe(200);
    expect(await loginStatus(caregiver.email, strongPassword)).toBe(200);
    // The link was not spent on the refused password.
    await reset(token);
  });

  it('limits requests per address and per client with a 429 a person can act on', async () => {
    const address = `limited.${Date.now()}@example.com`;
    // The first five are answered 200 (call fails otherwise), the sixth 429.
    for (let i = 0; i < 5; i++) await forgot(address);
    const sixth = await forgotRefused(address);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/wait an hour and try again/);

    const ip = randomClientIp();
    for (let i = 0; i < 20; i++) await forgot(`c${i}.${Date.now()}@example.com`, ip);
    const twentyFirst = await forgotRefused(`c20.${Date.now()}@example.com`, ip);
    expect(twentyFirst.status).toBe(429);
    expect(twentyFirst.body.message).toMatch(/Too many password reset requests/);
    // Another client is not held back by that one.
    await forgot(`other.${Date.now()}@example.com`);
  });

  describe('change of password in Settings', () => {
    type Change = RouteBody<'changePassword'>;
    const change = (token: string, body: Change) => stack.call('changePassword', { token, body });
    const changeRefused = (token: string, body: Change) =>
      stack.callExpectingError('changePassword', { token, body });

    it('needs the right current password, and changes nothing when it is wrong', async () => {
      const caregiver = await signUp(stack, 'Li');
      const tablet = (await login(caregiver.email, strongPassword)).token;
      const wrong = await changeRefused(caregiver.token, {
        currentPassword: 'Not-my-pass1',
        newPassword,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(
        'Your current password is not right. Please check it and try again.',
      );
      const weak = await changeRefused(caregiver.token, {
        currentPassword: strongPassword,
        newPassword: 'short',
      });
      expect(weak.status).toBe(400);
      expect(weak.body.message).toBe('Password must be at least 8 characters');
      expect(await me(tablet)).toBe(200);
      expect(await loginStatus(caregiver.email, strongPassword)).toBe(200);
      expect(await loginStatus(caregiver.email, newPassword)).toBe(401);
    });

    it('ends every other session and keeps this device signed in', async () => {
      const caregiver = await signUp(stack, 'Sam');
      const tablet = (await login(caregiver.email, strongPassword)).token;
      const done = await change(caregiver.token, {
        currentPassword: strongPassword,
        newPassword,
      });
      expect(done.signedOutSessions).toBe(1);
      expect(await me(tablet)).toBe(401);
      expect(await me(caregiver.token)).toBe(200);
      expect(await loginStatus(caregiver.email, strongPassword)).toBe(401);
      expect(await loginStatus(caregiver.email, newPassword)).toBe(200);
    });

    it('e-mails the owner that the password was changed, with a way to reset it if it was not them', async () => {
      const caregiver = await signUp(stack, 'Noor');
      await change(caregiver.token, { currentPassword: strongPassword, newPassword });
      const notice = await stack.mail.waitFor(
        (m) => m.to.includes(caregiver.email) && m.subject === 'Your Tend password was changed',
        15_000,
      );
      expect(notice.text).toContain('changed in Settings');
      expect(notice.links).toContain('http://localhost:8080/forgot-password');
    });

    it('is for signed-in people only', async () => {
      const anonymous = await stack.callExpectingError('changePassword', {
        body: { currentPassword: strongPassword, newPassword },
      });
      expect(anonymous.status).toBe(401);
    });
  });
});
