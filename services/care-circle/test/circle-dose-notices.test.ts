import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { DoseNoticesService } from '@tend/care-circle';
import type { RouteBody } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import { signUp, TestStack, type SignedUpCaregiver } from '@tend/test-stack';

const chicago = 'America/Chicago';

describe('dose reminders, missed doses and refills', () => {
  let stack: TestStack;
  let owner: SignedUpCaregiver;
  let brother: SignedUpCaregiver;
  let helper: SignedUpCaregiver;
  let recipientId: string;
  /** Yesterday in the circle: its doses can be logged, and the clock is moved through it. */
  const day = DateTime.now().setZone(chicago).minus({ days: 1 }).toISODate() ?? '';
  const at = (time: string) => DateTime.fromISO(`${day}T${time}`, { zone: chicago });
  const sweepAt = (time: string) =>
    stack.service('care-circle').app.get(DoseNoticesService).sweep(at(time).toJSDate());
  const titles = async (who: SignedUpCaregiver) =>
    (await stack.call('listNotifications', { token: who.token, query: {} })).items.map(
      (notice) => notice.title,
    );
  const inCircle = (who: SignedUpCaregiver) => ({ token: who.token, params: { id: recipientId } });
  const addMedicine = (body: RouteBody<'createMedication'>) =>
    stack.call('createMedication', { ...inCircle(owner), body });

  beforeAll(async () => {
    stack = await TestStack.start(
      ['identity', 'care-profile', 'notifications', 'email-worker', 'care-circle'],
      { REMINDER_SWEEP_SECONDS: '3600' },
    );
    [owner, brother, helper] = await Promise.all([
      signUp(stack, 'Ana'),
      signUp(stack, 'Luis'),
      signUp(stack, 'Sam'),
    ]);
    recipientId = (
      await stack.call('createRecipient', {
        token: owner.token,
        body: { name: 'Mom', relationship: 'parent', conditions: ['dementia'] },
      })
    ).id;
    await stack.call('updateCircle', { ...inCircle(owner), body: { timeZone: chicago } });
    for (const [person, role] of [
      [brother, 'family'],
      [helper, 'helper'],
    ] as const) {
      const { token } = await stack.call('createInvitation', {
        ...inCircle(owner),
        body: { role },
      });
      await stack.call('acceptInvitation', { token: person.token, params: { token } });
    }
  }, 60_000);
  afterAll(async () => stack?.stop());

  it('reminds the family at each dose’s time, tells them of a dose not logged, and sends each once across a restart', async () => {
    const metformin = await addMedicine({
      name: 'Metformin',
      dose: { amount: 1, unit: 'tablet' },
      schedule: { kind: 'scheduled', times: ['08:00', '20:00'] },
      supplyOnHand: 60,
    });
    await addMedicine({
      name: 'Insulin glargine',
      dose: { amount: 10, unit: 'units' },
      schedule: { kind: 'scheduled', times: ['21:30'] },
      critical: true,
    });
    await addMedicine({
      name: 'Vitamin D',
      dose: { amount: 1, unit: 'capsule' },
      schedule: { kind: 'scheduled', times: ['22:00'] },
      missedAfterMinutes: 240,
    });
    await addMedicine({
      name: 'Donepezil',
      dose: { amount: 1, unit: 'tablet' },
      schedule: { kind: 'as-needed', minimumGapMinutes: 720 },
      pharmacy: 'Main Street Pharmacy',
      refillDate: at('12:00').plus({ days: 3 }).toISODate(),
    });
    // Added as the day began, so its doses were due (a medicine added at noon misses no 8 am dose).
    await stack
      .service('care-circle')
      .app.get<Database>(DATABASE)
      .execute(
        sql`update medications set created_at = ${at('00:00').toJSDate()} where recipient_id = ${recipientId}`,
      );

    // Before 8 am: nothing due, and the refill waits for the end of quiet hours.
    expect(await sweepAt('07:59')).toEqual({ reminders: 0, missed: 0, refills: 0 });
    // 8 am: the owner and her brother are reminded (never the helper), and told of the refill.
    expect(await sweepAt('08:00')).toEqual({ reminders: 2, missed: 0, refills: 2 });
    expect(await sweepAt('08:00')).toEqual({ reminders: 0, missed: 0, refills: 0 });
    await eventually(
      async () => (await titles(brother)).includes('Time for Mom’s Metformin'),
      10_000,
      'the dose reminder in his inbox',
    );
    // The e-mail names neither the medicine nor the person: a subject shows on a locked phone.
    const reminder = await stack.mail.waitFor(
      (mail) => mail.to.includes(brother.email) && mail.subject === 'A dose is due',
    );
    expect(reminder.text).not.toMatch(/Metformin|Mom/);
    // It opens the dose's own day (the same link as the notice in the app).
    expect(reminder.links).toContain(
      `http://localhost:8080/recipients/${recipientId}/doses?day=${day}`,
    );
    expect(await titles(owner)).toContain('Time to refill Mom’s Donepezil');

    // He gives it: no missed-dose notice for it, across a restart of care-circle.
    await stack.call('logDose', {
      ...inCircle(brother),
      body: {
        medicationId: metformin.id,
        scheduledFor: `${day}T08:00`,
        status: 'given',
        at: at('08:05').toUTC().toISO() ?? '',
      },
    });
    await stack.stopService('care-circle');
    await stack.startService('care-circle', { REMINDER_SWEEP_SECONDS: '3600' });
    expect(await sweepAt('09:01')).toEqual({ reminders: 0, missed: 0, refills: 0 });

    expect(await sweepAt('20:00')).toEqual({ reminders: 2, missed: 0, refills: 0 });
    // 9:30 pm is quiet: the critical insulin still reminds; the 8 pm metformin is missed.
    expect(await sweepAt('21:30')).toEqual({ reminders: 2, missed: 1, refills: 0 });
    // The bedtime insulin, not logged within 60 minutes: both are told. Vitamin D (not critical)
    // is held in quiet hours and its window is 4 hours.
    expect(await sweepAt('22:31')).toEqual({ reminders: 0, missed: 1, refills: 0 });
    expect(await sweepAt('22:31')).toEqual({ reminders: 0, missed: 0, refills: 0 });

    const missed = 'Mom’s 9:30 PM Insulin glargine was not logged';
    for (const person of [owner, brother])
      await eventually(async () => (await titles(person)).includes(missed), 10_000, missed);
    // One e-mail per missed dose (the 8 pm metformin and the insulin), none sent twice.
    const missedMail = (mail: { to: string[]; subject: string }) =>
      mail.to.includes(brother.email) && mail.subject === 'A dose has not been logged';
    await eventually(
      async () => stack.mail.messages().filter(missedMail).length === 2,
      10_000,
      'two missed-dose e-mails',
    );
    expect(stack.mail.messages().filter(missedMail)).toHaveLength(2);
    // Its button names what it opens (the missed dose's own day, not necessarily today's).
    for (const mail of stack.mail.messages().filter(missedMail)) {
      expect(mail.text).toContain('See the missed dose');
      expect(mail.links).toContain(
        `http://localhost:8080/recipients/${recipientId}/doses?day=${day}`,
      );
    }
    expect((await titles(helper)).filter((title) => /Mom’s|refill/.test(title))).toEqual([]);
  }, 60_000);

  it('lists no dose, and tells of none missed, from before a medicine with no start date was added', async () => {
    const dadId = (
      await stack.call('createRecipient', {
        token: owner.token,
        body: { name: 'Dad', relationship: 'parent', conditions: ['mobility_issues'] },
      })
    ).id;
    const ofDad = { token: owner.token, params: { id: dadId } };
    await stack.call('updateCircle', { ...ofDad, body: { timeZone: chicago } });
    const aspirin = await stack.call('createMedication', {
      ...ofDad,
      body: {
        name: 'Aspirin',
        dose: { amount: 1, unit: 'tablet' },
        schedule: { kind: 'scheduled', times: ['08:00', '21:30'] },
        // Two hours, so the 9:30 pm dose's window has closed by any hour the test runs today
        // (four hours would still be open until 1:30 am).
        missedAfterMinutes: 120,
      },
    });
    // Added at 9 pm yesterday: the 8 am dose was never due, the 9:30 pm one was.
    await stack
      .service('care-circle')
      .app.get<Database>(DATABASE)
      .execute(
        sql`update medications set created_at = ${at('21:00').toJSDate()} where id = ${aspirin.id}`,
      );

    const yesterday = await stack.call('listDoses', { ...ofDad, query: { day } });
    expect(yesterday.doses.map((dose) => [dose.scheduledFor, dose.state])).toEqual([
      [`${day}T21:30`, 'missed'],
    ]);
    const notDue = await stack.callExpectingError('logDose', {
      ...ofDad,
      body: { medicationId: aspirin.id, scheduledFor: `${day}T08:00`, status: 'given' },
    });
    expect([notDue.status, notDue.body.message]).toEqual([
      400,
      'This medicine has no dose at that day and time.',
    ]);

    // At 9:01 pm an 8 am dose not logged would still be told (its window closed at 10 am), but
    // this one was never due.
    expect((await sweepAt('21:01')).missed).toBe(0);
    // Two hours after 9:30 pm, the dose that was due is told, once.
    const late = at('21:30').plus({ minutes: 121 }).toJSDate();
    const notices = stack.service('care-circle').app.get(DoseNoticesService);
    expect((await notices.sweep(late)).missed).toBe(1);
    const told = 'Dad’s 9:30 PM Aspirin was not logged';
    await eventually(async () => (await titles(owner)).includes(told), 10_000, told);
    expect((await titles(owner)).filter((title) => title.startsWith('Dad’s 8:00'))).toEqual([]);
  });

  it('leaves out a member who turned dose reminders off', async () => {
    const settings = await stack.call('updateMyCircleSettings', {
      ...inCircle(brother),
      body: { doseReminders: false },
    });
    expect(settings.doseReminders).toBe(false);
    await addMedicine({
      name: 'Levothyroxine',
      dose: { amount: 1, unit: 'tablet' },
      schedule: { kind: 'scheduled', times: ['06:30'] },
      critical: true,
    });
    await stack
      .service('care-circle')
      .app.get<Database>(DATABASE)
      .execute(
        sql`update medications set created_at = ${at('00:00').toJSDate()} where name = 'Levothyroxine'`,
      );
    expect(await sweepAt('06:30')).toEqual({ reminders: 1, missed: 0, refills: 0 });
  });
});
