import { DateTime } from 'luxon';
import { CircleRemindersService } from '@tend/care-circle';
import { eventually } from '@tend/platform/testing';
import { signUp, TestStack, type SignedUpCaregiver } from '@tend/test-stack';

const chicago = 'America/Chicago';
const newYork = 'America/New_York';

/** A time in New York as his e-mails say it: EST or EDT, whichever that day has. */
const newYorkTime = (at: DateTime) => {
  const there = at.setZone(newYork).setLocale('en-US');
  return `${there.toFormat('h:mm a')} ${there.offsetNameShort ?? ''}`;
};

/** The first 6 pm on New York's clock after `at`: when his daily digest is next due. */
const nextDigestHour = (at: DateTime) => {
  const there = at.setZone(newYork);
  const today = there.set({ hour: 18, minute: 0, second: 0, millisecond: 0 });
  return today > there ? today : today.plus({ days: 1 });
};

describe('task reminders and update notices', () => {
  let stack: TestStack;
  let owner: SignedUpCaregiver;
  let brother: SignedUpCaregiver;
  let recipientId: string;
  /** Ten days from now, so the real clock's own sweeps never reach these tasks. */
  const day = DateTime.now().setZone(chicago).plus({ days: 10 }).toISODate() ?? '';
  const inChicago = (wall: string) => DateTime.fromISO(wall, { zone: chicago });
  /** Moves the clock: one sweep of the care-circle service at `at`. */
  const sweepAt = (at: DateTime) =>
    stack.service('care-circle').app.get(CircleRemindersService).sweep(at.toJSDate());
  const inbox = async (who: SignedUpCaregiver) =>
    (await stack.call('listNotifications', { token: who.token, query: {} })).items;

  const updateNotices = (choice: 'each' | 'daily') =>
    stack.call('updateMyCircleSettings', {
      token: brother.token,
      params: { id: recipientId },
      body: { updateNotices: choice },
    });
  /**
   * Gives him the daily digest of what is posted from now on, and answers when it is first due:
   * the first 6 pm on his clock after he chose it. Should a 6 pm pass during the call, which side
   * of it his choice fell on is unknown: he chooses again.
   */
  const chooseDailyDigest = async (): Promise<DateTime> => {
    for (;;) {
      const choosing = DateTime.now();
      await updateNotices('daily');
      const due = nextDigestHour(choosing);
      if (due > DateTime.now()) return due;
      await updateNotices('each');
    }
  };

  beforeAll(async () => {
    stack = await TestStack.start(
      ['identity', 'care-profile', 'notifications', 'email-worker', 'care-circle'],
      { REMINDER_SWEEP_SECONDS: '3600' },
    );
    [owner, brother] = await Promise.all([signUp(stack, 'Ana'), signUp(stack, 'Luis')]);
    recipientId = (
      await stack.call('createRecipient', {
        token: owner.token,
        body: { name: 'Dad', relationship: 'parent', conditions: ['dementia'] },
      })
    ).id;
    const inCircle = { token: owner.token, params: { id: recipientId } };
    await stack.call('updateCircle', { ...inCircle, body: { timeZone: chicago } });
    const { token } = await stack.call('createInvitation', {
      ...inCircle,
      body: { role: 'family' },
    });
    await stack.call('acceptInvitation', { token: brother.token, params: { token } });
    // He lives an hour ahead of the circle: his quiet hours are New York's.
    await stack.call('updateMyCircleSettings', {
      token: brother.token,
      params: { id: recipientId },
      body: { timeZone: newYork },
    });
  }, 60_000);
  afterAll(async () => stack?.stop());

  const createTask = async (title: string, time: string, assigneeUserId: string | null) =>
    stack.call('createTask', {
      token: owner.token,
      params: { id: recipientId },
      body: {
        kind: 'ride',
        title,
        startsAt: `${day}T${time}`,
        place: 'Northwestern Memorial',
        assigneeUserId,
      },
    });

  it('reminds whoever has the task the day before and an hour before, by e-mail and in the app, once', async () => {
    const ride = await createTask('Drive Dad to neurology', '09:30', null);
    await stack.call('takeTask', {
      token: brother.token,
      params: { id: recipientId, taskId: ride.id },
    });
    await createTask('Pick up groceries', '09:30', null); // open: reminds nobody
    const start = inChicago(`${day}T09:30`);
    const taskPath = `/recipients/${recipientId}/tasks/${ride.id}`;

    expect(await sweepAt(start.minus({ hours: 25 }))).toEqual({ reminders: 0, digests: 0 });
    expect(await sweepAt(start.minus({ hours: 24 }))).toEqual({ reminders: 1, digests: 0 });
    expect(await sweepAt(start.minus({ hours: 23 }))).toEqual({ reminders: 0, digests: 0 });

    const dayBefore = await stack.mail.waitFor(
      (mail) =>
        mail.to.includes(brother.email) && mail.subject === 'Tomorrow: Drive Dad to neurology',
    );
    expect(dayBefore.text).toContain(`at ${newYorkTime(start)} at Northwestern Memorial`);
    expect(dayBefore.links).toContain(`http://localhost:8080${taskPath}`);
    await eventually(
      async () =>
        (await inbox(brother)).some(
          (notice) =>
            notice.title === 'Tomorrow: Drive Dad to neurology' &&
            notice.type === 'reminder' &&
            notice.link === taskPath,
        ),
      10_000,
      'the day-before notice in his inbox',
    );

    // A restart of care-circle loses nothing and repeats nothing.
    await stack.stopService('care-circle');
    await stack.startService('care-circle', { REMINDER_SWEEP_SECONDS: '3600' });
    expect(await sweepAt(start.minus({ hours: 24 }))).toEqual({ reminders: 0, digests: 0 });
    expect(await sweepAt(start.minus({ minutes: 59 }))).toEqual({ reminders: 1, digests: 0 });
    await stack.mail.waitFor(
      (mail) =>
        mail.to.includes(brother.email) && mail.subject === 'In an hour: Drive Dad to neurology',
    );
    expect(
      stack.mail
        .messages()
        .filter((mail) => mail.subject.endsWith('Drive Dad to neurology'))
        .map((mail) => mail.subject),
    ).toEqual(['Tomorrow: Drive Dad to neurology', 'In an hour: Drive Dad to neurology']);
    expect(stack.mail.messages().some((mail) => mail.subject.includes('groceries'))).toBe(false);
    expect((await inbox(owner)).some((notice) => notice.title.includes('groceries'))).toBe(false);
  }, 30_000);

  it('keeps quiet from 9 pm to 8 am in the member’s zone, except for what is due then', async () => {
    // 10 pm in Chicago is 11 pm in New York: its day-before reminder waits for his 8 am.
    const late = await createTask('Night shift with Dad', '22:00', brother.userId);
    const start = inChicago(`${day}T22:00`);
    const subject = (lead: string) => `${lead}: Night shift with Dad`;
    expect(await sweepAt(start.minus({ hours: 24 }))).toEqual({ reminders: 0, digests: 0 });
    expect(await sweepAt(start.minus({ hours: 15, minutes: 1 }))).toEqual({
      reminders: 0,
      digests: 0,
    }); // 7:59 am in New York
    expect(await sweepAt(start.minus({ hours: 15 }))).toEqual({ reminders: 1, digests: 0 });
    await stack.mail.waitFor((mail) => mail.subject === subject('Tomorrow'));
    // The hour-before falls at 10 pm in New York, but the task is due before his morning.
    expect(await sweepAt(start.minus({ hours: 1 }))).toEqual({ reminders: 1, digests: 0 });
    const hourBefore = await stack.mail.waitFor((mail) => mail.subject === subject('In an hour'));
    expect(hourBefore.links).toContain(
      `http://localhost:8080/recipients/${recipientId}/tasks/${late.id}`,
    );
  }, 30_000);

  it('tells members of a new update as it comes, or in a daily digest for those who chose it', async () => {
    const sixPm = await chooseDailyDigest();
    const mine = await stack.call('getCircle', {
      token: brother.token,
      params: { id: recipientId },
    });
    expect(mine.yourSettings).toEqual({
      timeZone: newYork,
      quietHours: { from: 21, until: 8 },
      updateNotices: 'daily',
      doseReminders: true,
    });
    const refused = await stack.callExpectingError('updateMyCircleSettings', {
      token: brother.token,
      params: { id: recipientId },
      body: { updateNotices: 'weekly' as 'daily' },
    });
    expect(refused.status).toBe(400);
    const post = (who: SignedUpCaregiver, text: string) =>
      stack.call('postUpdate', { token: who.token, params: { id: recipientId }, body: { text } });

    // Ana hears of her brother's update at once, in the app and by e-mail, opening the update.
    const his = await post(brother, 'Dad walked to the mailbox today.');
    const updatePath = `/recipients/${recipientId}/updates/${his.id}`;
    const toAna = await stack.mail.waitFor(
      (mail) => mail.to.includes(owner.email) && mail.subject === 'New update about Dad',
    );
    expect(toAna.links).toContain(`http://localhost:8080${updatePath}`);
    await eventually(
      async () => (await inbox(owner)).some((notice) => notice.link === updatePath),
      10_000,
      'the update notice in her inbox',
    );

    // He chose the digest: her two updates reach him once, at 6 pm his time.
    await post(owner, 'Good appointment, new dose starts Monday.');
    await post(owner, 'He slept well.');
    // Swept half an hour after that 6 pm, the digest holds both, even if they came after it.
    const evening = sixPm.plus({ minutes: 30 });
    expect(await sweepAt(evening.minus({ hours: 1 }))).toEqual({ reminders: 0, digests: 0 });
    expect(await sweepAt(evening)).toEqual({ reminders: 0, digests: 1 });
    expect(await sweepAt(evening.plus({ hours: 1 }))).toEqual({ reminders: 0, digests: 0 });
    const digest = await stack.mail.waitFor(
      (mail) => mail.to.includes(brother.email) && mail.subject === 'Today in Dad’s care circle',
    );
    expect(digest.text).toContain('Ana posted 2 updates about how Dad is doing.');
    expect(digest.links).toContain(`http://localhost:8080/recipients/${recipientId}/updates`);
    const hisInbox = await inbox(brother);
    expect(hisInbox.filter((notice) => notice.title === 'New update about Dad')).toEqual([]);
    expect(hisInbox.filter((notice) => notice.title === 'Today in Dad’s care circle')).toHaveLength(
      1,
    );
    expect(
      stack.mail
        .messages()
        .filter(
          (mail) => mail.to.includes(brother.email) && mail.subject === 'New update about Dad',
        ),
    ).toEqual([]);
  }, 30_000);

  it('sends no reminder of a cancelled date, and sends it again once the date is restored', async () => {
    // Twelve days ahead, past the other tests' tasks: a weekly visit he has, that date called off.
    const date = DateTime.now().setZone(chicago).plus({ days: 12 }).toISODate() ?? '';
    const occurrence = `${date}T14:00`;
    const visit = await stack.call('createTask', {
      token: owner.token,
      params: { id: recipientId },
      body: {
        kind: 'visit',
        title: 'Sit with Dad',
        startsAt: occurrence,
        recurrence: { frequency: 'weekly' },
        assigneeUserId: brother.userId,
      },
    });
    const params = { id: recipientId, taskId: visit.id, occurrence };
    await stack.call('cancelTaskOccurrence', {
      token: owner.token,
      params: { id: recipientId, taskId: visit.id },
      body: { occurrence },
    });
    const dayBefore = inChicago(occurrence).minus({ hours: 24 });
    expect(await sweepAt(dayBefore)).toEqual({ reminders: 0, digests: 0 });

    await stack.call('restoreTaskOccurrence', { token: owner.token, params });
    expect(await sweepAt(dayBefore)).toEqual({ reminders: 1, digests: 0 });
    await stack.mail.waitFor(
      (mail) => mail.to.includes(brother.email) && mail.subject === 'Tomorrow: Sit with Dad',
    );
  }, 30_000);
});
