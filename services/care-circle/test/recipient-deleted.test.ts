import { sql } from 'drizzle-orm';
import { CareRecipientDeleted } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import {
  joinCircle,
  recipientWithCircle,
  signUp,
  TestStack,
  type SignedUpCaregiver,
  circleServices,
} from '@tend/test-stack';

/** Every table of care-circle's database that holds something of one recipient's circle. */
const circleTables = [
  'circles',
  'members',
  'invitations',
  'tasks',
  'updates',
  'calendar_feeds',
  'medications',
  'doses',
  'care_log_entries',
  'health_audit',
  'visit_summary_links',
];

describe('removing someone she cares for from her profile', () => {
  let stack: TestStack;
  let owner: SignedUpCaregiver;
  let brother: SignedUpCaregiver;
  const circleDb = () => stack.service('care-circle').app.get<Database>(DATABASE);

  /** The tables of care-circle's database with a row about the recipient. */
  async function tablesAbout(recipientId: string): Promise<string[]> {
    const found: string[] = [];
    for (const table of circleTables) {
      const { rows } = await circleDb().execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where recipient_id = ${recipientId}`,
      );
      if ((rows[0] as { n: number }).n > 0) found.push(table);
    }
    return found;
  }

  /** How many recipient removals care-circle has taken in (each event once, by its inbox). */
  async function removalsTaken(): Promise<number> {
    const { rows } = await circleDb().execute(
      sql`select count(*)::int as n from inbox where event_name = ${CareRecipientDeleted.name}`,
    );
    return (rows[0] as { n: number }).n;
  }

  /** A recipient of the owner's whose circle her brother is in, with a medicine given and logged. */
  async function circleWithHealthRecord(name: string): Promise<string> {
    const id = await recipientWithCircle(stack, owner.token, {
      name,
      relationship: 'parent',
      conditions: ['mobility_issues'],
    });
    await joinCircle(stack, { ownerToken: owner.token, recipientId: id }, brother, 'family');
    const inCircle = (token: string) => ({ token, params: { id } });
    const medicine = await stack.call('createMedication', {
      ...inCircle(owner.token),
      body: {
        name: 'Carbidopa-levodopa',
        dose: { amount: 1, unit: 'tablet' },
        schedule: { kind: 'as-needed', minimumGapMinutes: 180 },
      },
    });
    await stack.call('logDose', {
      ...inCircle(brother.token),
      body: { medicationId: medicine.id, status: 'given' },
    });
    await stack.call('addCareLogEntry', {
      ...inCircle(brother.token),
      body: { kind: 'behavior', text: 'Froze at the doorway twice.' },
    });
    await stack.call('postUpdate', {
      ...inCircle(owner.token),
      body: { text: `${name} slept well.` },
    });
    await stack.call('createTask', {
      ...inCircle(owner.token),
      body: { kind: 'appointment', title: 'Neurology', startsAt: '2026-12-10T10:00' },
    });
    await stack.call('createCalendarFeed', inCircle(brother.token));
    return id;
  }

  beforeAll(async () => {
    stack = await TestStack.start(circleServices);
    [owner, brother] = await Promise.all([signUp(stack, 'Rosalind'), signUp(stack, 'Theodore')]);
  }, 60_000);
  afterAll(async () => stack?.stop());

  it('closes the circle she owns with its medicines, doses, log, tasks and updates, and tells its members', async () => {
    const dadId = await circleWithHealthRecord('Dad');
    const link = await stack.call('shareVisitSummary', {
      token: owner.token,
      params: { id: dadId },
    });
    const linkToken = new URL(link.url).pathname.split('/').pop() ?? '';
    expect(await tablesAbout(dadId)).toEqual(circleTables);

    await stack.call('deleteRecipient', { token: owner.token, params: { id: dadId } });

    await eventually(
      async () => (await tablesAbout(dadId)).length === 0,
      20_000,
      'nothing left of Dad’s circle',
    );
    for (const person of [owner, brother])
      expect(
        await stack.callStatus('listMedications', { token: person.token, params: { id: dadId } }),
      ).toBe(404);
    // The doctor's link she had shared no longer opens.
    expect(await stack.callStatus('sharedVisitSummary', { params: { token: linkToken } })).toBe(
      404,
    );
    await eventually(async () => {
      const inbox = await stack.call('listNotifications', { token: brother.token });
      return inbox.items.some((notice) => notice.title === 'Dad’s care circle has closed');
    });
  });

  it('leaves a circle she handed to her brother with him, whole', async () => {
    const momId = await circleWithHealthRecord('Mom');
    await stack.call('transferOwnership', {
      token: owner.token,
      params: { id: momId },
      body: { newOwnerUserId: brother.userId },
    });
    const before = await removalsTaken();
    const kept = await tablesAbout(momId);

    await stack.call('deleteRecipient', { token: owner.token, params: { id: momId } });

    await eventually(async () => (await removalsTaken()) === before + 1, 20_000, 'removal taken');
    expect(await tablesAbout(momId)).toEqual(kept);
    const medicines = await stack.call('listMedications', {
      token: brother.token,
      params: { id: momId },
    });
    expect(medicines.map((medicine) => medicine.name)).toEqual(['Carbidopa-levodopa']);
  });
});
