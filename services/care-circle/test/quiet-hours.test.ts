import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { DoseNoticesService } from '@tend/care-circle';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import {
  joinCircle,
  recipientWithCircle,
  signUp,
  TestStack,
  type SignedUpCaregiver,
} from '@tend/test-stack';

const chicago = 'America/Chicago';

describe('each member’s own quiet hours', () => {
  let stack: TestStack;
  let owner: SignedUpCaregiver;
  let nightOwl: SignedUpCaregiver;
  let recipientId: string;
  /** Yesterday in the circle: its doses can be swept at any hour, whenever the test runs. */
  const day = DateTime.now().setZone(chicago).minus({ days: 1 }).toISODate() ?? '';
  const at = (time: string) => DateTime.fromISO(`${day}T${time}`, { zone: chicago });
  const sweepAt = (time: string) =>
    stack.service('care-circle').app.get(DoseNoticesService).sweep(at(time).toJSDate());
  const reminded = async (who: SignedUpCaregiver) =>
    (await stack.call('listNotifications', { token: who.token, query: {} })).items.some(
      (notice) => notice.title === 'Time for Grandpa’s Vitamin D',
    );

  beforeAll(async () => {
    stack = await TestStack.start(
      ['identity', 'care-profile', 'notifications', 'email-worker', 'care-circle'],
      { REMINDER_SWEEP_SECONDS: '3600' },
    );
    [owner, nightOwl] = await Promise.all([signUp(stack, 'Beatriz'), signUp(stack, 'Octavio')]);
    recipientId = await recipientWithCircle(
      stack,
      owner.token,
      { name: 'Grandpa', relationship: 'grandparent', conditions: ['dementia'] },
      chicago,
    );
    await joinCircle(stack, { ownerToken: owner.token, recipientId }, nightOwl, 'family');
  }, 60_000);
  afterAll(async () => stack?.stop());

  it('refuses the same hour twice, in a sentence', async () => {
    const refused = await stack.callExpectingError('updateMyCircleSettings', {
      token: nightOwl.token,
      params: { id: recipientId },
      body: { quietHours: { from: 22, until: 22 } },
    });
    expect([refused.status, refused.body.message]).toEqual([
      400,
      'Quiet hours must start and end at different hours.',
    ]);
  });

  it('reminds at 10 pm the member whose quiet hours begin at 11, and holds the others', async () => {
    const mine = await stack.call('updateMyCircleSettings', {
      token: nightOwl.token,
      params: { id: recipientId },
      body: { quietHours: { from: 23, until: 6 } },
    });
    expect(mine.quietHours).toEqual({ from: 23, until: 6 });
    await stack.call('createMedication', {
      token: owner.token,
      params: { id: recipientId },
      body: {
        name: 'Vitamin D',
        dose: { amount: 1, unit: 'capsule' },
        schedule: { kind: 'scheduled', times: ['22:00'] },
      },
    });
    // Added as the day began, so its 10 pm dose was due.
    await stack
      .service('care-circle')
      .app.get<Database>(DATABASE)
      .execute(
        sql`update medications set created_at = ${at('00:00').toJSDate()} where recipient_id = ${recipientId}`,
      );

    expect(await sweepAt('22:00')).toMatchObject({ reminders: 1 });
    await eventually(() => reminded(nightOwl), 10_000, 'his reminder');
    expect(await reminded(owner)).toBe(false);
  });
});
