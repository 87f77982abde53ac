import { sql } from 'drizzle-orm';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import {
  joinCircle,
  quiet,
  recipientWithCircle,
  signUp,
  TestStack,
  type SignedUpCaregiver,
  circleServices,
} from '@tend/test-stack';

/**
 * A care circle's e-mail (updates, task, dose and refill notices all go the same way) obeys each
 * member's own choices: her e-mail setting and the unsubscribe link in the e-mail itself. The
 * notice stays in her inbox in the app either way.
 */
describe('a care circle’s e-mail and each member’s choices', () => {
  let stack: TestStack;
  let owner: SignedUpCaregiver;
  let brother: SignedUpCaregiver;
  let grandmaId: string;
  let posts = 0;
  const notificationsDb = () => stack.service('notifications').app.get<Database>(DATABASE);
  const updateMailsTo = (email: string) =>
    stack.mail
      .messages()
      .filter((m) => m.to.includes(email) && m.subject.includes('update about Grandma'));

  /** The owner posts; the brother has its notice in the app (so its e-mail was decided too). */
  async function postAndWaitForNotice(): Promise<void> {
    posts += 1;
    await stack.call('postUpdate', {
      token: owner.token,
      params: { id: grandmaId },
      body: { text: `Grandma ate well, day ${posts}.` },
    });
    await eventually(async () => {
      const inbox = await stack.call('listNotifications', { token: brother.token });
      return inbox.items.filter((n) => n.title === 'New update about Grandma').length === posts;
    });
    await quiet(stack);
  }

  async function settingReached(emailOn: boolean): Promise<void> {
    await eventually(async () => {
      const { rows } = await notificationsDb().execute<{ on: boolean }>(
        sql`select email_notifications as on from recipients where user_id = ${brother.userId}`,
      );
      return rows[0]?.on === emailOn;
    });
  }

  beforeAll(async () => {
    stack = await TestStack.start(circleServices);
    [owner, brother] = await Promise.all([signUp(stack, 'Marisol'), signUp(stack, 'Esteban')]);
    grandmaId = await recipientWithCircle(stack, owner.token, {
      name: 'Grandma',
      relationship: 'grandparent',
      conditions: ['dementia'],
    });
    await joinCircle(stack, { ownerToken: owner.token, recipientId: grandmaId }, brother, 'family');
  }, 60_000);
  afterAll(async () => stack?.stop());

  it('e-mails an update while she allows it, not once she turns e-mail off, and again once she turns it on', async () => {
    await postAndWaitForNotice();
    await stack.mail.waitFor((m) => updateMailsTo(brother.email).includes(m), 15_000);

    await stack.call('updateCommunicationSettings', {
      token: brother.token,
      body: { emailNotifications: false },
    });
    await settingReached(false);
    await postAndWaitForNotice();
    expect(updateMailsTo(brother.email)).toHaveLength(1);

    await stack.call('updateCommunicationSettings', {
      token: brother.token,
      body: { emailNotifications: true },
    });
    await settingReached(true);
    await postAndWaitForNotice();
    await eventually(async () => updateMailsTo(brother.email).length === 2);
  });

  it('stops a circle’s e-mail for an address that used the unsubscribe link in one', async () => {
    const [latest] = updateMailsTo(brother.email).slice(-1);
    const link = latest.links.find((href) => href.includes('/unsubscribe/'));
    expect(link).toBeDefined();
    const token = new URL(link ?? 'http://x/').pathname.split('/').pop() ?? '';
    expect(await stack.call('unsubscribe', { params: { path: token } })).toMatchObject({
      success: true,
      email: brother.email,
    });
    await eventually(async () => {
      const { rows } = await notificationsDb().execute(
        sql`select 1 from email_suppressions where email = ${brother.email}`,
      );
      return rows.length > 0;
    });
    const before = updateMailsTo(brother.email).length;
    await postAndWaitForNotice();
    expect(updateMailsTo(brother.email)).toHaveLength(before);
  });
});
