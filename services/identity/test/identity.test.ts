import { sql } from 'drizzle-orm';
import { IdentityRpc } from '@tend/contracts';
import { DATABASE, RpcClient, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import {
  deleteAccount,
  signUp,
  strongPassword,
  TestStack,
  verificationToken,
} from '@tend/test-stack';

const agreements = {
  agreedToTerms: true,
  agreedToPrivacy: true,
  consentedToDataUsage: true,
} as const;

describe('identity through the gateway', () => {
  let stack: TestStack;
  const identityDb = () => stack.service('identity').app.get<Database>(DATABASE);

  beforeAll(async () => {
    stack = await TestStack.start(['identity', 'notifications', 'email-worker']);
  });
  afterAll(async () => stack?.stop());

  it('answers 401 to an anonymous GET /api/auth/user', async () => {
    const response = await stack.callExpectingError('currentUser');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('signs a caregiver up from the e-mailed link, logs in and out, and refuses the old token', async () => {
    const caregiver = await signUp(stack, 'Maria');
    const me = await stack.callWithHeaders('currentUser', { token: caregiver.token });
    expect(me.headers.get('cache-control')).toContain('no-store');
    expect(me.answer).toMatchObject({
      firstName: 'Maria',
      lastName: 'Lopez',
      email: caregiver.email,
      role: 'user',
      analyticsConsent: true,
    });
    expect(JSON.stringify(me.answer)).not.toMatch(/password/i);

    const login = await stack.callWithHeaders('login', {
      body: { email: caregiver.email, password: strongPassword },
    });
    expect(login.headers.get('set-cookie')).toMatch(/tend_session=.*HttpOnly.*SameSite=Lax/i);

    const logout = await stack.call('logout', { token: login.answer.token });
    expect(logout).toEqual({ redirectUrl: '/' });
    expect(
      (await stack.callExpectingError('currentUser', { token: login.answer.token })).status,
    ).toBe(401);
    // The sign-up session is separate and still works until it is signed out too.
    await stack.call('currentUser', { token: caregiver.token });
  });

  it('welcomes the new caregiver by e-mail with an unsubscribe link and headers', async () => {
    const caregiver = await signUp(stack, 'Tomas');
    const welcome = await stack.mail.waitFor(
      (m) => m.to.includes(caregiver.email) && m.subject === 'Welcome to Tend',
    );
    expect(welcome.text).toContain('Hi Tomas');
    expect(welcome.headers['list-unsubscribe']).toMatch(
      /^<http:\/\/localhost:8080\/api\/unsubscribe\/.+>$/,
    );
    expect(welcome.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(
      welcome.links.some((link) => link.startsWith('http://localhost:8080/unsubscribe/')),
    ).toBe(true);
  });

  it('refuses a forged, a reused and an expired token with a message containing Token', async () => {
    const forged = await stack.callExpectingError('completeSignup', {
      body: { token: 'not-a-real-token', password: strongPassword, ...agreements },
    });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toContain('Token');

    const email = `reuse.${Date.now()}@example.com`;
    await stack.call('sendVerification', {
      body: { email, firstName: 'Ann', lastName: 'Lee' },
    });
    const token = await verificationToken(stack, email);
    await stack.call('completeSignup', {
      body: { token, password: strongPassword, ...agreements },
    });
    const reused = await stack.callExpectingError('completeSignup', {
      body: { token, password: strongPassword, ...agreements },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toContain('Token');

    const late = `late.${Date.now()}@example.com`;
    await stack.call('sendVerification', {
      body: { email: late, firstName: 'Bo', lastName: 'Kim' },
    });
    const lateToken = await verificationToken(stack, late);
    await identityDb().execute(
      sql`update pending_signups set expires_at = now() - interval '1 minute' where email = ${late}`,
    );
    const expired = await stack.callExpectingError('completeSignup', {
      body: { token: lateToken, password: strongPassword, ...agreements },
    });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toContain('Token');
  });

  it('makes an older link invalid when a new one is sent', async () => {
    const email = `twice.${Date.now()}@example.com`;
    await stack.call('sendVerification', {
      body: { email, firstName: 'Jo', lastName: 'Park' },
    });
    const first = await verificationToken(stack, email);
    stack.mail.clear();
    await stack.call('sendVerification', {
      body: { email, firstName: 'Jo', lastName: 'Park' },
    });
    const second = await verificationToken(stack, email);
    expect(second).not.toBe(first);
    const old = await stack.callExpectingError('completeSignup', {
      body: { token: first, password: strongPassword, ...agreements },
    });
    expect(old.body.message).toContain('Token');
    await stack.call('completeSignup', {
      body: { token: second, password: strongPassword, ...agreements },
    });
  });

  it.each([
    ['Short1!', 'too short'],
    ['lowercase1!', 'no uppercase'],
    ['UPPERCASE1!', 'no lowercase'],
    ['NoNumbers!', 'no digit'],
    ['NoSpecial1', 'no special character'],
  ])('refuses the password %s (%s) with a message containing Password', async (password) => {
    const response = await stack.callExpectingError('completeSignup', {
      body: { token: 'x', password, ...agreements },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toContain('Password');
  });

  it.each([
    ['missing', { firstName: 'Ada', lastName: 'Lovelace' }],
    ['not text', { firstName: 'Ada', lastName: 'Lovelace', email: 42 }],
    ['malformed', { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@' }],
  ])('asks for a valid e-mail when it is %s', async (_, body) => {
    // Raw: a missing or non-text e-mail breaks the contract's types on purpose.
    const response = await stack.api<{ message: string }>('POST', '/api/auth/send-verification', {
      body,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Valid email is required');
  });

  it('requires every agreement with the spec message', async () => {
    // Raw: the contract's type only allows agreements that are true.
    const response = await stack.api<{ message: string }>('POST', '/api/auth/complete-signup', {
      body: {
        token: 'x',
        password: strongPassword,
        agreedToTerms: true,
        agreedToPrivacy: false,
        consentedToDataUsage: true,
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('You must accept the Privacy Policy to continue');
  });

  it('answers a sign-up for an existing address exactly as for a new one, and e-mails a sign-in link instead', async () => {
    const caregiver = await signUp(stack, 'Ines');
    const again = await stack.call('sendVerification', {
      body: { email: caregiver.email, firstName: 'Ines', lastName: 'Lopez' },
    });
    const fresh = await stack.call('sendVerification', {
      body: { email: `new.${Date.now()}@example.com`, firstName: 'N', lastName: 'N' },
    });
    expect(again).toEqual(fresh);
    const notice = await stack.mail.waitFor(
      (m) => m.to.includes(caregiver.email) && m.subject === 'You already have a Tend account',
    );
    expect(notice.links).toContain('http://localhost:8080/login');
  });

  it('gives the same answer for a wrong password and an unknown e-mail, and slows repeated failures', async () => {
    const caregiver = await signUp(stack, 'Lena');
    const unknown = await stack.callExpectingError('login', {
      body: { email: 'nobody@example.com', password: 'Whatever1!' },
    });
    const wrong = await stack.callExpectingError('login', {
      body: { email: caregiver.email, password: 'Wrong-pass1' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid email or password');
    expect(wrong.body.message).toBe('Invalid email or password');
    for (let i = 0; i < 4; i++)
      await stack.callExpectingError('login', {
        body: { email: caregiver.email, password: 'Wrong-pass1' },
      });
    // Slowed per account: from another address too, and even with the right password.
    const slowed = await stack.callExpectingError('login', {
      body: { email: caregiver.email, password: strongPassword },
    });
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toMatch(/Too many sign-in attempts\. Please wait \d+ seconds/);
  });

  it('slows repeated failures from one address across accounts', async () => {
    const ip = '10.200.0.1';
    for (let i = 0; i < 20; i++) {
      await stack.callExpectingError('login', {
        body: { email: `guess${i}@example.com`, password: 'Guess-pass1' },
        headers: { 'x-forwarded-for': ip },
      });
    }
    const blocked = await stack.callExpectingError('login', {
      body: { email: 'another@example.com', password: 'Guess-pass1' },
      headers: { 'x-forwarded-for': ip },
    });
    expect(blocked.status).toBe(429);
    const elsewhere = await stack.callExpectingError('login', {
      body: { email: 'another@example.com', password: 'Guess-pass1' },
    });
    expect(elsewhere.status).toBe(401);
  });

  it('stores only an argon2id hash of the password', async () => {
    const caregiver = await signUp(stack, 'Hana');
    const { rows } = await identityDb().execute<{ password_hash: string }>(
      sql`select password_hash from users where email = ${caregiver.email}`,
    );
    expect(rows[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]?.password_hash).not.toContain(strongPassword);
  });

  it('revokes the session everywhere at once on GET /api/logout and redirects home', async () => {
    const caregiver = await signUp(stack, 'Omar');
    const response = await stack.callWithHeaders('logoutNavigation', { token: caregiver.token });
    expect(response.headers.get('location')).toBe('/');
    expect((await stack.callExpectingError('currentUser', { token: caregiver.token })).status).toBe(
      401,
    );
    const login = await stack.callWithHeaders('loginNavigation');
    expect(login.headers.get('location')).toBe('/login');
  });

  it('lists the caregiver’s signed-in devices and revokes one, or all the others', async () => {
    const caregiver = await signUp(stack, 'Devi');
    const phone = await stack.call('login', {
      body: { email: caregiver.email, password: strongPassword },
      headers: { 'user-agent': 'Phone browser' },
    });
    const tablet = await stack.call('login', {
      body: { email: caregiver.email, password: strongPassword },
    });
    const list = await stack.call('listSessions', { token: caregiver.token });
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const phoneSession = list.find((s) => s.userAgent === 'Phone browser');
    expect(phoneSession).toBeDefined();

    const stranger = await signUp(stack, 'Zed');
    const phoneSessionId = { id: phoneSession!.id };
    expect(
      (
        await stack.callExpectingError('revokeSession', {
          token: stranger.token,
          params: phoneSessionId,
        })
      ).status,
    ).toBe(404);
    await stack.call('currentUser', { token: phone.token });

    await stack.call('revokeSession', { token: caregiver.token, params: phoneSessionId });
    expect((await stack.callExpectingError('currentUser', { token: phone.token })).status).toBe(
      401,
    );

    const others = await stack.call('revokeOtherSessions', { token: caregiver.token });
    expect(others).toEqual({ revoked: 1 });
    expect((await stack.callExpectingError('currentUser', { token: tablet.token })).status).toBe(
      401,
    );
    await stack.call('currentUser', { token: caregiver.token });
  });

  it('keeps analytics consent on until the caregiver changes it', async () => {
    const caregiver = await signUp(stack, 'Ravi');
    const off = await stack.call('setAnalyticsConsent', {
      token: caregiver.token,
      body: { consent: false },
    });
    expect(off).toEqual({ analyticsConsent: false });
    const me = await stack.call('currentUser', { token: caregiver.token });
    expect(me.analyticsConsent).toBe(false);
    const bad = await stack.api('PUT', '/api/user/analytics-consent', {
      token: caregiver.token,
      body: { consent: 'yes' },
    });
    expect(bad.status).toBe(400);
  });

  it('refuses a cookie-authenticated write from another site', async () => {
    const caregiver = await signUp(stack, 'Cleo');
    const response = await stack.api('PUT', '/api/user/analytics-consent', {
      body: { consent: false },
      headers: { cookie: `tend_session=${caregiver.token}`, origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    // Without Origin or Sec-Fetch-Site nothing proves it came from our pages: refused too.
    const unproven = await stack.api('PUT', '/api/user/analytics-consent', {
      body: { consent: false },
      headers: { cookie: `tend_session=${caregiver.token}` },
    });
    expect(unproven.status).toBe(403);
    const sameOrigin = await stack.api('PUT', '/api/user/analytics-consent', {
      body: { consent: false },
      headers: { cookie: `tend_session=${caregiver.token}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('deletes the account, revokes its sessions, and a service that was down erases and confirms when back', async () => {
    const caregiver = await signUp(stack, 'Ada');
    const admin = await signUp(stack, 'Opal');
    await stack.gateway.app
      .get(RpcClient)
      .call(IdentityRpc.grantRole, { email: admin.email, role: 'super_admin' });
    await stack.mail.waitFor(
      (m) => m.to.includes(caregiver.email) && m.subject === 'Welcome to Tend',
    );
    await stack.stopService('notifications');
    expect(await deleteAccount(stack, caregiver.token)).toBe(200);
    expect((await stack.callExpectingError('currentUser', { token: caregiver.token })).status).toBe(
      401,
    );
    const login = await stack.callExpectingError('login', {
      body: { email: caregiver.email, password: strongPassword },
    });
    expect(login.status).toBe(401);

    const status = async () => {
      const { rows } = await identityDb().execute<{ completed_at: Date | null }>(
        sql`select completed_at from account_deletions where user_id = ${caregiver.userId}`,
      );
      return rows[0];
    };
    expect((await status())?.completed_at).toBeNull();
    const deletion = { params: { userId: caregiver.userId } };
    const saga = await stack.call('accountDeletionStatus', { ...deletion, token: admin.token });
    expect(saga.pending).toContain('notifications');
    expect(saga.completedAt).toBeNull();
    expect(
      (
        await stack.callExpectingError('accountDeletionStatus', {
          ...deletion,
          token: caregiver.token,
        })
      ).status,
    ).toBe(401);
    await stack.startService('notifications');
    // This stack runs identity and notifications only: the saga waits for the others too, so what
    // is proven here is notifications catching up and confirming once it is back.
    await eventually(
      async () => {
        const progress = await stack.call('accountDeletionStatus', {
          ...deletion,
          token: admin.token,
        });
        return !progress.pending.includes('notifications');
      },
      20_000,
      'notifications to confirm the erasure',
    );
    expect((await status())?.completed_at).toBeNull();

    const leftovers = async (
      service: 'identity' | 'notifications',
      query: ReturnType<typeof sql>,
    ) =>
      (await stack.service(service).app.get<Database>(DATABASE).execute<{ n: number }>(query))
        .rows[0]?.n;
    expect(
      await leftovers(
        'identity',
        sql`select count(*)::int as n from users where id = ${caregiver.userId} or email = ${caregiver.email}`,
      ),
    ).toBe(0);
    expect(
      await leftovers(
        'identity',
        sql`select count(*)::int as n from sessions where user_id = ${caregiver.userId}`,
      ),
    ).toBe(0);
    expect(
      await leftovers(
        'notifications',
        sql`select count(*)::int as n from recipients where user_id = ${caregiver.userId}`,
      ),
    ).toBe(0);
    // The notice of the deletion goes to the address the account had; its record goes once sent.
    await stack.mail.waitFor(
      (m) => m.to.includes(caregiver.email) && m.subject === 'Your Tend account was deleted',
    );
    await eventually(
      async () =>
        (await leftovers(
          'notifications',
          sql`select count(*)::int as n from email_deliveries where user_id = ${caregiver.userId} or recipient = ${caregiver.email}`,
        )) === 0,
      10_000,
      'no e-mail record naming the deleted account',
    );
  });

  describe('a sign-up link opened again', () => {
    const linkStatus = async (token: string) =>
      (await stack.call('checkSignupLink', { body: { token } })).status;

    it('leads to the password step while waiting, and to "sign in" once the account exists', async () => {
      const email = `again.${Date.now()}@example.com`;
      await stack.call('sendVerification', {
        body: { email, firstName: 'Rae', lastName: 'Ng' },
      });
      const token = await verificationToken(stack, email);
      expect(await linkStatus(token)).toBe('ready');
      expect(await linkStatus(token)).toBe('ready'); // opening it does not spend it
      await stack.call('completeSignup', {
        body: { token, password: strongPassword, ...agreements },
      });
      expect(await linkStatus(token)).toBe('account-exists');
    });

    it('calls an expired, replaced or made-up link expired, and asks for the token when it is missing', async () => {
      const email = `stale.${Date.now()}@example.com`;
      await stack.call('sendVerification', {
        body: { email, firstName: 'Oli', lastName: 'Fox' },
      });
      const first = await verificationToken(stack, email);
      stack.mail.clear();
      await stack.call('sendVerification', {
        body: { email, firstName: 'Oli', lastName: 'Fox' },
      });
      const second = await verificationToken(stack, email);
      expect(await linkStatus(first)).toBe('expired');
      await identityDb().execute(
        sql`update pending_signups set expires_at = now() - interval '1 minute' where email = ${email}`,
      );
      expect(await linkStatus(second)).toBe('expired');
      expect(await linkStatus('made-up')).toBe('expired');
      const missing = await stack.api<{ message: string }>('POST', '/api/auth/signup-link', {
        body: {},
      });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toContain('open the verification link from your email');
    });
  });
});
