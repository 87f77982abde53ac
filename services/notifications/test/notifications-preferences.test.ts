import { sql } from 'drizzle-orm';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import { RemindersService } from '@tend/notifications';
import { quiet, signUp, TestStack } from '@tend/test-stack';

const day = 24 * 3600 * 1000;

/** Notifications obeys what caregivers choose in care-profile: settings and unsubscribe links. */
describe('e-mail preferences end to end', () => {
  let stack: TestStack;
  const notificationsDb = () => stack.service('notifications').app.get<Database>(DATABASE);
  const sweep = (inDays: number) =>
    stack
      .service('email-worker')
      .app.get(RemindersService)
      .sweep(new Date(Date.now() + inDays * day));
  const tipsTo = (email: string) =>
    stack.mail
      .messages()
      .filter((m) => m.to.includes(email) && m.subject.startsWith('Your weekly tip'));
  const recipientKnown = (userId: string) =>
    eventually(
      async () =>
        (await notificationsDb().execute(sql`select 1 from recipients where user_id = ${userId}`))
          .rows.length > 0,
    );

  beforeAll(async () => {
    stack = await TestStack.start(['identity', 'notifications', 'email-worker', 'care-profile']);
  });
  afterAll(async () => stack?.stop());

  it('stops weekly tips when the caregiver turns tips off in settings', async () => {
    const caregiver = await signUp(stack, 'Tess');
    await recipientKnown(caregiver.userId);
    await stack.call('updateCommunicationSettings', {
      token: caregiver.token,
      body: { tipNotifications: false },
    });
    await eventually(
      async () => {
        const { rows } = await notificationsDb().execute<{ tip: boolean }>(
          sql`select tip_notifications as tip from recipients where user_id = ${caregiver.userId}`,
        );
        return rows[0]?.tip === false;
      },
      10_000,
      'notifications to hear of the change',
    );
    await sweep(8);
    await quiet(stack);
    expect(tipsTo(caregiver.email)).toHaveLength(0);
  });

  it('stops tips for an address that used the unsubscribe link in a tips e-mail, and only tips', async () => {
    const caregiver = await signUp(stack, 'Uma');
    await recipientKnown(caregiver.userId);
    await sweep(8);
    const tips = await stack.mail.waitFor(
      (m) => m.to.includes(caregiver.email) && m.subject.startsWith('Your weekly tip'),
    );
    const link = tips.links.find((href) => href.includes('/unsubscribe/'));
    expect(link).toBeDefined();
    const token = new URL(link!).pathname.split('/').pop()!;
    const result = await stack.call('unsubscribe', { params: { path: token } });
    expect(result).toMatchObject({ success: true, email: caregiver.email, emailType: 'tips' });
    await eventually(async () => {
      const { rows } = await notificationsDb().execute(
        sql`select 1 from email_suppressions where email = ${caregiver.email} and scope = 'tips'`,
      );
      return rows.length > 0;
    });
    await sweep(16);
    await quiet(stack);
    expect(tipsTo(caregiver.email)).toHaveLength(1);

    // Turning tips back on in Settings is the caregiver's latest word: tips resume.
    await stack.call('updateCommunicationSettings', {
      token: caregiver.token,
      body: { tipNotifications: false },
    });
    await stack.call('updateCommunicationSettings', {
      token: caregiver.token,
      body: { tipNotifications: true },
    });
    await eventually(
      async () => {
        const { rows } = await notificationsDb().execute(
          sql`select 1 from email_suppressions where email = ${caregiver.email}`,
        );
        return rows.length === 0;
      },
      10_000,
      'the unsubscribe to be lifted',
    );
    await sweep(24);
    await eventually(async () => tipsTo(caregiver.email).length === 2, 10_000, 'tips to resume');

    stack.mail.clear();
    await stack.call('submitSupport', {
      token: caregiver.token,
      body: {
        subject: 'Still here',
        category: 'general',
        message: 'Transactional mail still goes.',
      },
    });
    await stack.mail.waitFor(
      (m) => m.to.includes(caregiver.email) && m.subject.startsWith('We received your message'),
    );
  });
});
