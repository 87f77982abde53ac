import { sql } from 'drizzle-orm';
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

  const forgot = (email: string, ip = randomClientIp()) =>
    stack.api<{ message?: string }>('POST', '/api/auth/forgot-password', {
      body: { email },
      headers: { 'x-forwarded-for': ip },
    });

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
    stack.api<{ message: string; ok?: boolean }>('POST', '/api/auth/reset-password', {
      body: { token, password },
    });
  const check = async (token: string) =>
    (
      await stack.api<{ usable: boolean; message: string | null }>(
        'POST',
        '/api/auth/reset-password/check',
        { body: { token } },
      )
    ).body;
  const login = (email: string, password: string) =>
    stack.api<{ token: string }>('POST', '/api/auth/login', { body: { email, password } });
  const me = (token: string) => stack.api('GET', '/api/auth/user', { token });

  it('answers an unknown address exactly like a known one, and e-mails only the known one', async () => {
    const caregiver = await signUp(stack, 'Rosa');
    const unknown = `nobody.${Date.now()}@example.com`;
    const forUnknown = await forgot(unknown);
    const forKnown = await forgot(caregiver.email);
    expect(forUnknown.status).toBe(200);
    expect(forKnown.status).toBe(forUnknown.status);
    expect(forKnown.body).toEqual(forUnknown.body);
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
    const phone = (await login(caregiver.email, strongPassword)).body.token;
    await forgot(caregiver.email);
    const first = await resetToken(caregiver.email);
    await forgot(caregiver.email);
    const second = await resetToken(caregiver.email, first);
    const stored = await identityDb().execute(sql`select token_hash from password_resets`);
    expect(JSON.stringify(stored.rows)).not.toContain(first);

    expect(await check(first)).toEqual({ usable: true, message: null });
    const done = await reset(first);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ ok: true, signedOutSessions: 2 });
    expect((await me(caregiver.token)).status).toBe(401);
    expect((await me(phone)).status).toBe(401);
    expect((await login(caregiver.email, strongPassword)).status).toBe(401);
    const fresh = await login(caregiver.email, newPassword);
    expect(fresh.status).toBe(200);

    // Opened again, the link says at once that it was used.
    expect(await check(first)).toEqual({
      usable: false,
      message: expect.stringMatching(/already been used/) as unknown,
    });
    const again = await reset(first, 'Another-one7');
    expect(again.status).toBe(410);
    expect(again.body.message).toMatch(/already been used.*ask for a new link/);
    // The other link sent before the reset ended with it.
    expect((await reset(second, 'Another-one7')).status).toBe(410);
    expect((await me(fresh.body.token)).status).toBe(200);
    expect((await login(caregiver.email, newPassword)).status).toBe(200);
  });

  it('e-mails the owner once the password is set from a reset link', async () => {
    const caregiver = await signUp(stack, 'Ines');
    expect((await forgot(caregiver.email)).status).toBe(200);
    expect((await reset(await resetToken(caregiver.email))).status).toBe(200);
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
      stack.api<{ message: string }>('POST', '/api/auth/login', {
        body: { email: caregiver.email, password: 'Was-it-this1' },
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 6; i++) await guess();
    const locked = await guess();
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many sign-in attempts/);
    await forgot(caregiver.email);
    expect((await reset(await resetToken(caregiver.email))).status).toBe(200);
    expect((await login(caregiver.email, newPassword)).status).toBe(200);
  });

  it('refuses an expired and a forged link with a clear 410, and keeps the password', async () => {
    const caregiver = await signUp(stack, 'Jun');
    await forgot(caregiver.email);
    const token = await resetToken(caregiver.email);
    await identityDb().execute(
      sql`update password_resets set expires_at = now() - interval '1 minute' where used_at is null`,
    );
    expect((await check(token)).message).toMatch(/has expired/);
    const expired = await reset(token);
    expect(expired.status).toBe(410);
    expect(expired.body.message).toBe(
      'This reset link has expired (links last 1 hour). Please ask for a new one.',
    );
    const forged = await reset('not-a-real-link');
    expect(forged.status).toBe(410);
    expect(forged.body.message).toMatch(/not valid.*ask for a new link/);
    expect((await me(caregiver.token)).status).toBe(200);
    expect((await login(caregiver.email, strongPassword)).status).toBe(200);
  });

  it('refuses a weak new password with the rule it breaks, and changes nothing', async () => {
    const caregiver = await signUp(stack, 'Kofi');
    await forgot(caregiver.email);
    const token = await resetToken(caregiver.email);
    const weak = await reset(token, 'password');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe('Must contain uppercase letter');
    expect((await me(caregiver.token)).status).toBe(200);
    expect((await login(caregiver.email, strongPassword)).status).toBe(200);
    // The link was not spent on the refused password.
    expect((await reset(token)).status).toBe(200);
  });

  it('limits requests per address and per client with a 429 a person can act on', async () => {
    const address = `limited.${Date.now()}@example.com`;
    const perAddress = [];
    for (let i = 0; i < 6; i++) perAddress.push(await forgot(address));
    expect(perAddress.slice(0, 5).map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(perAddress[5]?.status).toBe(429);
    expect(perAddress[5]?.body.message).toMatch(/wait an hour and try again/);

    const ip = randomClientIp();
    const perClient = [];
    for (let i = 0; i < 21; i++)
      perClient.push(await forgot(`c${i}.${Date.now()}@example.com`, ip));
    expect(perClient.slice(0, 20).every((r) => r.status === 200)).toBe(true);
    expect(perClient[20]?.status).toBe(429);
    expect(perClient[20]?.body.message).toMatch(/Too many password reset requests/);
    // Another client is not held back by that one.
    expect((await forgot(`other.${Date.now()}@example.com`)).status).toBe(200);
  });

  describe('change of password in Settings', () => {
    const change = (token: string, body: Record<string, unknown>) =>
      stack.api<{ message: string; signedOutSessions?: number }>(
        'POST',
        '/api/auth/change-password',
        { token, body },
      );

    it('needs the right current password, and changes nothing when it is wrong', async () => {
      const caregiver = await signUp(stack, 'Li');
      const tablet = (await login(caregiver.email, strongPassword)).body.token;
      const wrong = await change(caregiver.token, {
        currentPassword: 'Not-my-pass1',
        newPassword,
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe(
        'Your current password is not right. Please check it and try again.',
      );
      const weak = await change(caregiver.token, {
        currentPassword: strongPassword,
        newPassword: 'short',
      });
      expect(weak.status).toBe(400);
      expect(weak.body.message).toBe('Password must be at least 8 characters');
      expect((await me(tablet)).status).toBe(200);
      expect((await login(caregiver.email, strongPassword)).status).toBe(200);
      expect((await login(caregiver.email, newPassword)).status).toBe(401);
    });

    it('ends every other session and keeps this device signed in', async () => {
      const caregiver = await signUp(stack, 'Sam');
      const tablet = (await login(caregiver.email, strongPassword)).body.token;
      const done = await change(caregiver.token, {
        currentPassword: strongPassword,
        newPassword,
      });
      expect(done.status).toBe(200);
      expect(done.body.signedOutSessions).toBe(1);
      expect((await me(tablet)).status).toBe(401);
      expect((await me(caregiver.token)).status).toBe(200);
      expect((await login(caregiver.email, strongPassword)).status).toBe(401);
      expect((await login(caregiver.email, newPassword)).status).toBe(200);
    });

    it('e-mails the owner that the password was changed, with a way to reset it if it was not them', async () => {
      const caregiver = await signUp(stack, 'Noor');
      expect(
        (await change(caregiver.token, { currentPassword: strongPassword, newPassword })).status,
      ).toBe(200);
      const notice = await stack.mail.waitFor(
        (m) => m.to.includes(caregiver.email) && m.subject === 'Your Tend password was changed',
        15_000,
      );
      expect(notice.text).toContain('changed in Settings');
      expect(notice.links).toContain('http://localhost:8080/forgot-password');
    });

    it('is for signed-in people only', async () => {
      const anonymous = await stack.api('POST', '/api/auth/change-password', {
        body: { currentPassword: strongPassword, newPassword },
      });
      expect(anonymous.status).toBe(401);
    });
  });
});
