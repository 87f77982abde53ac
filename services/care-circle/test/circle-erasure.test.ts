import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { CircleRemindersService } from '@tend/care-circle';
import { UserDataErased } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import {
  deleteAccount,
  signUp,
  TestStack,
  type SignedUpCaregiver,
  circleServices,
} from '@tend/test-stack';

/**
 * Every table of care-circle's database, and its outbox but for the erasure's own confirmation
 * (which names the account by id, for the deletion saga).
 */
const tables = [
  sql`circles`,
  sql`members`,
  sql`invitations`,
  sql`tasks`,
  sql`updates`,
  sql`comments`,
  sql`hearts`,
  sql`update_files`,
  sql`calendar_feeds`,
  sql`task_reminders`,
  sql`medications`,
  sql`medication_changes`,
  sql`doses`,
  sql`care_log_entries`,
  sql`care_log_changes`,
  sql`health_settings`,
  sql`health_audit`,
  sql`dose_notices`,
  sql`refill_notices`,
  sql`visit_summary_links`,
  sql`caregiver_check_ins`,
  sql`outbox where event_name <> ${UserDataErased.name}`,
];

/** Who changed a medicine or a log entry, who gave a dose, who read or wrote: each names its member. */
const histories = ['medication_changes', 'care_log_changes', 'doses', 'health_audit'];

describe('deleting the account of a circle member and of a circle owner', () => {
  let stack: TestStack;
  let owner: SignedUpCaregiver;
  let member: SignedUpCaregiver;
  let helper: SignedUpCaregiver;
  let dadId: string;
  let momId: string;
  let openedTaskId: string;
  let medicineId: string;
  let calmEntryId: string;
  const circleDb = () => stack.service('care-circle').app.get<Database>(DATABASE);

  /** The rows of care-circle's database whose text names the person (id, address or name). */
  async function rowsNaming(person: SignedUpCaregiver): Promise<string[]> {
    const found: string[] = [];
    for (const table of tables) {
      const { rows } = await circleDb().execute(
        sql`select t::text as row from (select * from ${table}) t`,
      );
      for (const { row } of rows as { row: string }[])
        if ([person.userId, person.email, person.firstName].some((needle) => row.includes(needle)))
          found.push(row);
    }
    return found;
  }

  /** The histories of the recipient's health information that name the person, of `histories`. */
  async function historiesNaming(person: SignedUpCaregiver): Promise<string[]> {
    const naming: string[] = [];
    for (const history of histories) {
      const { rows } = await circleDb().execute(
        sql`select t::text as row from ${sql.identifier(history)} t`,
      );
      if (rows.some((row) => names(row, person))) naming.push(history);
    }
    return naming;
  }

  /** A care recipient of `caregiver`'s, whose circle `joiners` join with the roles given. */
  async function circleOf(
    caregiver: SignedUpCaregiver,
    name: string,
    joiners: [SignedUpCaregiver, 'family' | 'helper'][],
  ): Promise<string> {
    const { id } = await stack.call('createRecipient', {
      token: caregiver.token,
      body: { name, relationship: 'parent', conditions: ['dementia'] },
    });
    for (const [person, role] of joiners) {
      const { token } = await stack.call('createInvitation', {
        token: caregiver.token,
        params: { id },
        body: { role },
      });
      await stack.call('acceptInvitation', { token: person.token, params: { token } });
    }
    return id;
  }

  /** Whether what an answer says names the person (id, address or name). */
  const names = (said: unknown, person: SignedUpCaregiver) =>
    [person.userId, person.email, person.firstName].some((needle) =>
      JSON.stringify(said).includes(needle),
    );

  async function noticesOf(person: SignedUpCaregiver): Promise<string[]> {
    const inbox = await stack.call('listNotifications', { token: person.token });
    return inbox.items.map((notice) => notice.title);
  }

  beforeAll(async () => {
    stack = await TestStack.start(circleServices);
    [owner, member, helper] = await Promise.all([
      signUp(stack, 'Annabel'),
      signUp(stack, 'Bartholomew'),
      signUp(stack, 'Cyrus'),
    ]);
    dadId = await circleOf(owner, 'Dad', [
      [member, 'family'],
      [helper, 'helper'],
    ]);
    momId = await circleOf(member, 'Mom', [[helper, 'helper']]);
    // In Dad's circle the member writes, takes a task, subscribes, and is invited to by address.
    const dad = (token: string) => ({ token, params: { id: dadId } });
    const update = await stack.call('postUpdate', {
      ...dad(owner.token),
      body: { text: 'Dad is tired today.' },
    });
    await stack.call('postUpdate', {
      ...dad(member.token),
      body: { text: 'I will visit Sunday.' },
    });
    await stack.call('commentOnUpdate', {
      ...dad(member.token),
      params: { id: dadId, updateId: update.id },
      body: { text: 'Thanks for telling us.' },
    });
    await stack.call('heartUpdate', {
      ...dad(member.token),
      params: { id: dadId, updateId: update.id },
    });
    openedTaskId = (
      await stack.call('createTask', {
        ...dad(owner.token),
        body: {
          kind: 'ride',
          title: 'Drive Dad to neurology',
          startsAt: '2026-12-03T10:00',
          assigneeUserId: member.userId,
        },
      })
    ).id;
    // Its reminder went to the member: a row that names them until their account is deleted.
    const { timeZone } = await stack.call('getCircle', dad(owner.token));
    const hourBefore = DateTime.fromISO('2026-12-03T09:00', { zone: timeZone }).toJSDate();
    expect(
      await stack.service('care-circle').app.get(CircleRemindersService).sweep(hourBefore),
    ).toEqual({ reminders: 1, digests: 0 });
    // The member logs a dose and care log entries (correcting one, deleting another), reads the list.
    const medicine = await stack.call('createMedication', {
      ...dad(owner.token),
      body: {
        name: 'Metformin',
        dose: { amount: 1, unit: 'tablet' },
        schedule: { kind: 'as-needed', minimumGapMinutes: 60 },
      },
    });
    medicineId = medicine.id;
    await stack.call('logDose', {
      ...dad(member.token),
      body: { medicationId: medicine.id, status: 'given' },
    });
    // An organizer for a while, the member writes the medicine's purpose into its history, then is family again.
    const asRole = (role: 'organizer' | 'family') =>
      stack.call('changeMemberRole', {
        ...dad(owner.token),
        params: { id: dadId, userId: member.userId },
        body: { role },
      });
    await asRole('organizer');
    await stack.call('updateMedication', {
      ...dad(member.token),
      params: { id: dadId, medicationId: medicine.id },
      body: { purpose: 'Diabetes' },
    });
    await asRole('family');
    const calm = await stack.call('addCareLogEntry', {
      ...dad(member.token),
      body: { kind: 'behavior', text: 'Calm all afternoon.' },
    });
    calmEntryId = calm.id;
    await stack.call('updateCareLogEntry', {
      ...dad(member.token),
      params: { id: dadId, entryId: calm.id },
      body: { kind: 'behavior', text: 'Calm all afternoon and evening.' },
    });
    const mistake = await stack.call('addCareLogEntry', {
      ...dad(member.token),
      body: { kind: 'bowel-movement' },
    });
    await stack.call('deleteCareLogEntry', {
      ...dad(member.token),
      params: { id: dadId, entryId: mistake.id },
    });
    await stack.call('listMedications', dad(member.token));
    await stack.call('createCalendarFeed', dad(member.token));
    await stack.call('createInvitation', {
      ...dad(owner.token),
      body: { role: 'family', email: member.email },
    });
    expect(await rowsNaming(member)).not.toEqual([]);
    expect(await historiesNaming(member)).toEqual(histories);
  }, 60_000);
  afterAll(async () => stack?.stop());

  it('a member deleted while care-circle is stopped: nothing names them once it is back, their task is open, and their own circle closed', async () => {
    await stack.stopService('care-circle');
    expect(await deleteAccount(stack, member.token)).toBe(200);
    await stack.startService('care-circle');
    await eventually(
      async () => (await rowsNaming(member)).length === 0,
      20_000,
      'no row naming the member',
    );
    const tasks = await stack.call('listTasks', {
      token: owner.token,
      params: { id: dadId },
      query: { from: '2026-12-01', to: '2026-12-31' },
    });
    expect(tasks.find((task) => task.id === openedTaskId)?.assignee).toBeNull();
    // The dose they gave stays in Dad's record, without their name.
    const doses = await stack.call('listDoses', { token: owner.token, params: { id: dadId } });
    expect(doses.doses.map((dose) => [dose.state, dose.log?.by])).toEqual([['given', null]]);
    // So do their change to the medicine, their corrected entry and their reads, without their name.
    expect(await historiesNaming(member)).toEqual([]);
    const asOwner = { token: owner.token, params: { id: dadId } };
    const medicineHistory = await stack.call('medicationHistory', {
      token: owner.token,
      params: { id: dadId, medicationId: medicineId },
    });
    expect(medicineHistory.map((change) => [change.kind, change.by?.userId ?? null])).toEqual(
      expect.arrayContaining([
        ['added', owner.userId],
        ['changed', null],
      ]),
    );
    const log = await stack.call('listCareLog', { ...asOwner, query: { period: 'week' } });
    const calm = log.entries.find((entry) => entry.id === calmEntryId);
    expect(calm?.changes.map((change) => change.by)).toEqual([null]);
    const audit = await stack.call('healthAudit', asOwner);
    expect(audit.some((entry) => entry.by === null)).toBe(true);
    for (const said of [medicineHistory, log, audit]) expect(names(said, member)).toBe(false);
    const updates = await stack.call('listUpdates', { token: owner.token, params: { id: dadId } });
    expect(updates.map((u) => [u.text, u.comments.length, u.hearts])).toEqual([
      ['Dad is tired today.', 0, 0],
    ]);
    expect(
      await stack.callStatus('getCircle', { token: helper.token, params: { id: momId } }),
    ).toBe(404);
    await eventually(async () =>
      (await noticesOf(helper)).includes('Mom’s care circle has closed'),
    );
  });

  it('an owner deleted: the circle closes, its members are told, and nothing names the owner', async () => {
    expect(await deleteAccount(stack, owner.token)).toBe(200);
    await eventually(
      async () => (await rowsNaming(owner)).length === 0,
      20_000,
      'no row naming the owner',
    );
    expect(
      await stack.callStatus('getCircle', { token: helper.token, params: { id: dadId } }),
    ).toBe(404);
    await eventually(async () =>
      (await noticesOf(helper)).includes('Dad’s care circle has closed'),
    );
  });
});
