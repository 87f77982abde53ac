import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { signUnsubscribeToken } from '@tend/contracts/node';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import {
  type SignedUpCaregiver,
  signUp,
  type StackService,
  strongPassword,
  TestStack,
} from '@tend/test-stack';

const newAddress = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.net`;

/**
 * Settings → Change e-mail through the gateway: the new address proves itself by an e-mailed,
 * single-use link; only then does the account move, the other services' copies follow, and the
 * old address is told. Every refusal is a clear 4xx that changes nothing.
 */
describe('changing the e-mail address of an account', () => {
  let stack: TestStack;
  const db = (service: StackService) => stack.service(service).app.get<Database>(DATABASE);

  beforeAll(async () => {
    stack = await TestStack.start(['identity', 'notifications', 'email-worker', 'care-profile']);
  });
  afterAll(async () => stack?.stop());

  /** Asks for a move to `email` with the right password. */
  const changeTo = (caregiver: SignedUpCaregiver, email: string) => ({
    token: caregiver.token,
    body: { email, currentPassword: strongPassword },
  });
  const requestChange = (caregiver: SignedUpCaregiver, email: string) =>
    stack.call('requestEmailChange', changeTo(caregiver, email));
  const confirm = (token: string) => stack.call('confirmEmailChange', { body: { token } });
  const refusedConfirm = (token: string) =>
    stack.callExpectingError('confirmEmailChange', { body: { token } });
  const loginStatus = (email: string) =>
    stack.callStatus('login', { body: { email, password: strongPassword } });
  const currentEmail = async (caregiver: SignedUpCaregiver) =>
    (await stack.call('currentUser', { token: caregiver.token })).email;
  /** The token of the newest confirmation link e-mailed to `email`. */
  const linkSentTo = async (email: string) => {
    const mail = await stack.mail.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Confirm your new email address for Tend',
      15_000,
    );
    const link = mail.links.find((href) => href.includes('/confirm-email?token='));
    if (!link) throw new Error(`no confirmation link in: ${mail.text}`);
    return new URL(link).searchParams.get('token') ?? '';
  };
  const pendingChanges = async (userId: string) =>
    (
      await db('identity').execute<{ n: number }>(
        sql`select count(*)::int as n from email_changes where user_id = ${userId}`,
      )
    ).rows[0]?.n;

  it('moves the account only once the link sent to the new address is opened, and tells the old address', async () => {
    const caregiver = await signUp(stack, 'Maria');
    const next = newAddress('maria');
    const asked = await requestChange(caregiver, ` ${next.toUpperCase()} `);
    expect(asked.pendingEmail).toBe(next);
    expect(Date.parse(asked.expiresAt)).toBeGreaterThan(Date.now());

    const mail = await stack.mail.waitFor((m) => m.to.includes(next), 15_000);
    expect(mail.text).toContain('Hi Maria');
    expect(mail.text).toContain('expires in 24 hours');
    const token = await linkSentTo(next);
    // Nothing has changed before the link is opened.
    expect(await currentEmail(caregiver)).toBe(caregiver.email);
    expect(await loginStatus(next)).toBe(401);

    const confirmed = await confirm(token);
    expect(confirmed).toEqual({ email: next });
    expect(await currentEmail(caregiver)).toBe(next);
    expect(await loginStatus(next)).toBe(200);
    expect(await loginStatus(caregiver.email)).toBe(401);

    const notice = await stack.mail.waitFor(
      (m) => m.to.includes(caregiver.email) && m.subject === 'Your Tend email address was changed',
      15_000,
    );
    expect(notice.text).toContain(next);
    expect(notice.text).toContain('If you did not make this change');
    expect(notice.text).toContain('support@tend.care');

    // The services that keep a copy of the address (to write to, and for unsubscribe links) follow.
    for (const [service, table] of [
      ['notifications', 'recipients'],
      ['care-profile', 'profiles'],
    ] as const) {
      await eventually(
        async () =>
          (
            await db(service).execute<{ email: string }>(
              sql`select email from ${sql.identifier(table)} where user_id = ${caregiver.userId}`,
            )
          ).rows[0]?.email === next,
        15_000,
        `${service} to take the new address`,
      );
    }

    // The link works once.
    const reused = await refusedConfirm(token);
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(
      'This confirmation link has expired or was already used. Please ask for a new one in Settings.',
    );
    expect(await currentEmail(caregiver)).toBe(next);
  });

  it('carries what the old address unsubscribed from over to the new one', async () => {
    const caregiver = await signUp(stack, 'Ona');
    const link = signUnsubscribeToken(stack.secrets.UNSUBSCRIBE_SECRET, caregiver.email, 'tips');
    await stack.call('unsubscribeOneClick', { params: { path: link } });
    const suppressed = (email: string) =>
      db('notifications').execute<{ scope: string }>(
        sql`select scope from email_suppressions where email = ${email}`,
      );
    await eventually(
      async () => (await suppressed(caregiver.email)).rows.length > 0,
      15_000,
      'the unsubscribe to reach notifications',
    );
    const next = newAddress('ona');
    await requestChange(caregiver, next);
    await confirm(await linkSentTo(next));

    await eventually(
      async () => (await suppressed(next)).rows.map((row) => row.scope).join() === 'tips',
      15_000,
      'the new address to keep the unsubscribe from tips',
    );
    // Care-profile applies the change from its own queue, in its own time.
    const recorded = await eventually(
      async () => {
        const { rows } = await db('care-profile').execute<{ scope: string; user_id: string }>(
          sql`select scope, user_id from email_unsubscribes where email = ${next}`,
        );
        return rows.length > 0 && rows;
      },
      15_000,
      'care-profile to keep the unsubscribe for the new address',
    );
    expect(recorded).toEqual([{ scope: 'tips', user_id: caregiver.userId }]);
    expect((await suppressed(caregiver.email)).rows).toEqual([{ scope: 'tips' }]);
  });

  it('refuses an address already in use (409) and changes nothing', async () => {
    const caregiver = await signUp(stack, 'Ines');
    const other = await signUp(stack, 'Hugo');
    const taken = await stack.callExpectingError(
      'requestEmailChange',
      changeTo(caregiver, other.email),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      'That email address is already in use by another account. Please use a different one.',
    );
    expect(await pendingChanges(caregiver.userId)).toBe(0);
    expect(await currentEmail(caregiver)).toBe(caregiver.email);
    expect(await currentEmail(other)).toBe(other.email);
  });

  it('refuses the wrong current password and bad input with words a person can act on', async () => {
    const caregiver = await signUp(stack, 'Ravi');
    // Some of these bodies are not what the route takes at all: sent as raw requests.
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { email: newAddress('ravi'), currentPassword: 'Not-my-password1!' },
        400,
        'Your current password is not right. Please check it and try again.',
      ],
      [{ email: 'ravi@', currentPassword: strongPassword }, 400, 'Valid email is required'],
      [{ currentPassword: strongPassword }, 400, 'Valid email is required'],
      [{ email: newAddress('ravi') }, 400, 'Please enter your current password'],
      [
        { email: newAddress('ravi'), currentPassword: '' },
        400,
        'Please enter your current password',
      ],
      [
        { email: caregiver.email, currentPassword: strongPassword },
        400,
        'That is already your email address. Please enter a different one.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await stack.api('POST', '/api/auth/email-change', {
        token: caregiver.token,
        body,
      });
      expect({ body, status: answer.status, message: answer.body.message }).toEqual({
        body,
        status,
        message,
      });
    }
    expect(await pendingChanges(caregiver.userId)).toBe(0);
    expect(await currentEmail(caregiver)).toBe(caregiver.email);
    const { body } = changeTo(caregiver, newAddress('anon'));
    const anonymous = await stack.callExpectingError('requestEmailChange', { body });
    expect(anonymous.status).toBe(401);
  });

  it('refuses an expired, unknown or replaced link (400) and changes nothing', async () => {
    const caregiver = await signUp(stack, 'Lena');
    const first = newAddress('lena');
    await requestChange(caregiver, first);
    const firstToken = await linkSentTo(first);
    // A newer request replaces the first: its link stops working.
    const second = newAddress('lena.two');
    await requestChange(caregiver, second);
    const secondToken = await linkSentTo(second);
    expect((await refusedConfirm(firstToken)).status).toBe(400);

    await db('identity').execute(
      sql`update email_changes set expires_at = now() - interval '1 minute' where user_id = ${caregiver.userId}`,
    );
    const expired = await refusedConfirm(secondToken);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toMatch(/expired or was already used/);

    const unknown = await refusedConfirm('not-a-real-token');
    expect(unknown.status).toBe(400);
    const empty = await refusedConfirm('');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(
      'This confirmation link is not complete. Please open it again from your email.',
    );
    expect(await currentEmail(caregiver)).toBe(caregiver.email);
    expect(await loginStatus(caregiver.email)).toBe(200);
    expect(await loginStatus(second)).toBe(401);
  });

  it('refuses the link (409) when another account took the address meanwhile', async () => {
    const caregiver = await signUp(stack, 'Cleo');
    const other = await signUp(stack, 'Omar');
    const wanted = newAddress('cleo');
    await requestChange(caregiver, wanted);
    const token = await linkSentTo(wanted);
    // The other account moves to the same address first.
    await requestChange(other, wanted);
    const othersToken = await stack.mail.waitFor(
      (m) =>
        m.to.includes(wanted) &&
        m.text.includes('Hi Omar') &&
        m.subject === 'Confirm your new email address for Tend',
      15_000,
    );
    const otherLink = othersToken.links.find((href) => href.includes('/confirm-email?token='))!;
    await confirm(new URL(otherLink).searchParams.get('token') ?? '');

    const late = await refusedConfirm(token);
    expect(late.status).toBe(409);
    expect(late.body.message).toMatch(/already in use/);
    expect(await currentEmail(caregiver)).toBe(caregiver.email);
    expect(await currentEmail(other)).toBe(wanted);
  });
});
