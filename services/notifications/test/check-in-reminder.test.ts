import { randomUUID } from 'node:crypto';
import { AssessmentCompleted } from '@tend/contracts';
import { RemindersService } from '@tend/notifications';
import { eventually } from '@tend/platform/testing';
import { publishEvent, type SignedUpCaregiver, signUp, TestStack } from '@tend/test-stack';

const day = 24 * 3600 * 1000;

/**
 * The reminder to check in again that a caregiver asks for from her results (issue 49): two weeks
 * on, one notice that reads as her last result, and no monthly reminder on top of it.
 */
describe('the reminder to check in again', () => {
  let stack: TestStack;
  const sweep = (inDays: number) =>
    stack
      .service('email-worker')
      .app.get(RemindersService)
      .sweep(new Date(Date.now() + inDays * day));
  const inbox = async (caregiver: SignedUpCaregiver) =>
    (await stack.call('listNotifications', { token: caregiver.token })).items;
  /** The reminders to check in again (the weekly tips are reminders too, of another kind). */
  const checkInReminders = async (caregiver: SignedUpCaregiver) =>
    (await inbox(caregiver)).filter(
      (i) => i.title.startsWith('Your last check-in') || i.title.includes('monthly check-in'),
    );

  beforeAll(async () => {
    stack = await TestStack.start(['identity', 'notifications', 'email-worker']);
  });
  afterAll(async () => stack?.stop());

  /** A caregiver whose high check-in result notifications has taken in. */
  async function afterHighCheckIn(firstName: string): Promise<SignedUpCaregiver> {
    const caregiver = await signUp(stack, firstName);
    await publishEvent(stack, AssessmentCompleted, {
      userId: caregiver.userId,
      assessmentId: randomUUID(),
      score: 82,
      level: 'High',
      completedAt: new Date().toISOString(),
    });
    await eventually(
      async () => (await inbox(caregiver)).some((i) => i.title.startsWith('Your check-in result')),
      10_000,
      'the check-in result notice',
    );
    return caregiver;
  }

  it('tells her the result as a result, not an alert', async () => {
    const caregiver = await afterHighCheckIn('Hana');
    const [notice] = (await inbox(caregiver)).filter((i) => i.title.startsWith('Your check-in'));
    expect(notice).toMatchObject({
      type: 'other',
      title: 'Your check-in result: 82, High burden',
      link: expect.stringMatching(/^\/assessment\?result=/),
    });
    expect(notice.message).toContain('remind you to check in again in two weeks');
    expect(notice.message).not.toMatch(/heavy load|alert/i);
  });

  it('schedules it two weeks on, and sends it once then as her last result', async () => {
    const caregiver = await afterHighCheckIn('Rita');
    expect(await stack.call('getCheckInReminder', { token: caregiver.token })).toEqual({
      remindAt: null,
    });

    const asked = Date.now();
    const { remindAt } = await stack.call('askCheckInReminder', { token: caregiver.token });
    expect(new Date(remindAt ?? 0).getTime() - asked).toBeGreaterThanOrEqual(14 * day - 60_000);
    expect(new Date(remindAt ?? 0).getTime() - asked).toBeLessThanOrEqual(14 * day + 60_000);
    expect(await stack.call('getCheckInReminder', { token: caregiver.token })).toEqual({
      remindAt,
    });

    await sweep(13);
    expect(await checkInReminders(caregiver)).toEqual([]);

    await sweep(14.01);
    await sweep(14.02);
    const reminders = await checkInReminders(caregiver);
    expect(reminders).toEqual([
      expect.objectContaining({
        title: 'Your last check-in: 82, High burden',
        message: expect.stringContaining('Two weeks ago your check-in came to 82, High burden.'),
        type: 'reminder',
        link: '/assessment',
        read: false,
      }),
    ]);
    expect(await stack.call('getCheckInReminder', { token: caregiver.token })).toEqual({
      remindAt: null,
    });

    // A month on, the monthly reminder does not repeat the one she had.
    await sweep(31);
    expect(await checkInReminders(caregiver)).toHaveLength(1);
  });

  it('is done with once she checks in again before it is due', async () => {
    const caregiver = await afterHighCheckIn('Lena');
    await stack.call('askCheckInReminder', { token: caregiver.token });
    await publishEvent(stack, AssessmentCompleted, {
      userId: caregiver.userId,
      assessmentId: randomUUID(),
      score: 40,
      level: 'Mild',
      completedAt: new Date(Date.now() + 1000).toISOString(),
    });
    await eventually(
      async () =>
        (await stack.call('getCheckInReminder', { token: caregiver.token })).remindAt === null,
      10_000,
      'the reminder answered by a new check-in',
    );
  });

  it('asks who is asking', async () => {
    expect((await stack.callExpectingError('askCheckInReminder', {})).status).toBe(401);
  });
});
