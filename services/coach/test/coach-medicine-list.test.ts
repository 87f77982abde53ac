import { CoachDataExport } from '@tend/coach';
import { randomUUID } from 'node:crypto';
import { CircleClosed, CircleMedicinesForCoach, type RouteBody } from '@tend/contracts';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { DATABASE, type Database } from '@tend/platform';
import { eventually, startOpenAiStub, type OpenAiStub } from '@tend/platform/testing';
import {
  deleteAccount,
  publishEvent,
  signUp,
  TestStack,
  type SignedUpCaregiver,
} from '@tend/test-stack';
import { askInNewChat, firstGuidance, firstParagraph } from './support/answers';

const metformin = {
  name: 'Metformin',
  dose: { amount: 1, unit: 'tablet' },
  schedule: { kind: 'scheduled', times: ['08:00', '20:00'] },
} satisfies RouteBody<'createMedication'>;

/** A model that does not answer: the coach answers from its own library, offline. */
const modelDown = { status: 503, message: 'overloaded' } as const;
/** A double dose of a listed medicine told in words triage alone takes as a concern. */
const ExtraPill = 'I gave him an extra pill of his metformin by mistake, do I skip the next one?';

/**
 * With the owner's permission the coach knows the recipient's current medicines by name (from
 * care-circle's events): answers about a medicine name them and send her to the pharmacist, a
 * double dose of one opens with Poison Control, helpers' coaches never know them, and turning the
 * permission off takes them away.
 */
describe('coach: the recipient’s medicine list, with the owner’s permission', () => {
  let stack: TestStack;
  let model: OpenAiStub;
  let ana: SignedUpCaregiver;
  let rosa: SignedUpCaregiver;
  let sam: SignedUpCaregiver;
  let lee: SignedUpCaregiver;
  let kim: SignedUpCaregiver;
  let recipientId: string;

  const systemPromptFor = async (caregiver: SignedUpCaregiver, question: string) => {
    await askInNewChat(stack, caregiver, question);
    return String(model.requests.at(-1)?.messages[0]?.content);
  };
  const setCoachMedicines = (coachUsesMedicines: boolean) =>
    stack.call('setCoachMedicines', {
      token: ana.token,
      params: { id: recipientId },
      body: { coachUsesMedicines },
    });

  beforeAll(async () => {
    model = await startOpenAiStub();
    stack = await TestStack.start(
      ['identity', 'care-profile', 'notifications', 'email-worker', 'care-circle', 'coach'],
      { ...model.env, OPENAI_MAX_RETRIES: '0' },
    );
    [ana, rosa, sam, lee, kim] = await Promise.all(
      ['Ana', 'Rosa', 'Sam', 'Lee', 'Kim'].map((name) => signUp(stack, name)),
    );
    ({ id: recipientId } = await stack.call('createRecipient', {
      token: ana.token,
      body: { name: 'Dad', relationship: 'parent', conditions: ['diabetes'] },
    }));
    const inCircle = { token: ana.token, params: { id: recipientId } };
    for (const [person, role] of [
      [rosa, 'family'],
      [sam, 'helper'],
      [lee, 'family'],
      [kim, 'organizer'],
    ] as const) {
      const { token } = await stack.call('createInvitation', { ...inCircle, body: { role } });
      await stack.call('acceptInvitation', { token: person.token, params: { token } });
    }
    await stack.call('createMedication', { ...inCircle, body: metformin });
  });
  afterAll(async () => {
    await stack?.stop();
    await model?.stop();
  });
  afterEach(() => {
    model.reply = () => ({ text: 'Here is a calm, practical idea to try.' });
  });

  it('is off until the owner turns it on, and only the owner may', async () => {
    expect(
      await stack.call('coachMedicines', { token: rosa.token, params: { id: recipientId } }),
    ).toEqual({ coachUsesMedicines: false });
    expect(await systemPromptFor(rosa, 'Can she take ibuprofen with her metformin?')).not.toMatch(
      /Metformin/,
    );
    const refused = await stack.callStatus('setCoachMedicines', {
      token: rosa.token,
      params: { id: recipientId },
      body: { coachUsesMedicines: true },
    });
    expect(refused).toBe(403);
    // A helper is answered as a stranger: there is no such thing for her.
    expect(
      await stack.callStatus('coachMedicines', { token: sam.token, params: { id: recipientId } }),
    ).toBe(404);
    // Without the list, triage alone makes these words a concern, not Poison Control now (the
    // safety model's reading of a message: another wording may already be an emergency alone).
    const unsure = await askInNewChat(stack, rosa, ExtraPill);
    expect(unsure.emergency).toBe(false);
    expect(await setCoachMedicines(true)).toEqual({ coachUsesMedicines: true });
  });

  it('names the medicines to the family and sends her to the pharmacist', async () => {
    const prompt = await eventually(async () => {
      const text = await systemPromptFor(rosa, 'Can she take ibuprofen with her metformin?');
      return /Dad's current medicines .*Metformin/.test(text) ? text : undefined;
    }, 10_000);
    expect(prompt).toMatch(/ask the pharmacist about combinations/);
    expect(prompt).toMatch(/Never claim to check interactions/);

    model.reply = () => modelDown;
    const answer = await askInNewChat(stack, rosa, 'Can she take ibuprofen with her metformin?');
    expect(answer.offline).toBe(true);
    expect(firstParagraph(answer)).toMatch(/Dad’s medicine list in Tend:\*\* Metformin\./);
    expect(firstParagraph(answer)).toMatch(/Ask the pharmacist/);
    expect(answer.content).not.toMatch(/I checked|no (known )?interactions?/i);
  });

  it('opens a double dose of a listed medicine with Poison Control, and counts the referral', async () => {
    const db = stack.service('coach').app.get<Database>(DATABASE);
    /**
     * The overdose emergencies counted for the yearly report (California SB 243), every month's: a
     * month ending between two readings moves the count to a new month's row, not the total.
     */
    const overdoseEmergencies = async () => {
      const { rows } = await db.execute<{ count: string | null }>(
        sql`select sum(count) as count from crisis_referrals
            where kind = 'overdose' and level = 'emergency'`,
      );
      return Number(rows[0]?.count ?? 0);
    };
    const answer = await askInNewChat(
      stack,
      rosa,
      'I think I gave Dad his metformin twice this morning',
    );
    expect(firstGuidance(answer.content)).toMatch(/^- \*\*Call Poison Control at [\d-]+\*\* now/);
    expect(answer.emergency).toBe(true);
    // Words triage alone takes as a concern: a listed medicine makes it Poison Control now, and
    // the yearly report counts the emergency the answer opened with.
    const before = await overdoseEmergencies();
    const unsure = await askInNewChat(stack, rosa, ExtraPill);
    expect(firstGuidance(unsure.content)).toMatch(/^- \*\*Call Poison Control at [\d-]+\*\* now/);
    expect(unsure.emergency).toBe(true);
    await eventually(async () => (await overdoseEmergencies()) === before + 1, 10_000);
  });

  it('names only the medicines taken on the day she asks, whatever day the copy came', async () => {
    // A copy sent some days ago (no change since): one medicine has started, one stopped, one not yet.
    const grandma = randomUUID();
    const zone = 'America/Chicago';
    const day = (offset: number) =>
      DateTime.now().setZone(zone).plus({ days: offset }).toISODate() ?? '';
    await publishEvent(stack, CircleMedicinesForCoach, {
      recipientId: grandma,
      recipientName: 'Grandma',
      timeZone: zone,
      medicines: [
        { name: 'Lisinopril', startDate: day(-1), stopDate: null },
        { name: 'Amoxicillin', startDate: day(-10), stopDate: day(-1) },
        // Two days ahead: still to come should Chicago's midnight pass before she asks.
        { name: 'Warfarin', startDate: day(2), stopDate: null },
      ],
      memberUserIds: [rosa.userId],
      changedAt: new Date().toISOString(),
    });
    const prompt = await eventually(async () => {
      const text = await systemPromptFor(rosa, 'Can she take ibuprofen with her lisinopril?');
      return /Grandma's current medicines/.test(text) ? text : undefined;
    }, 10_000);
    expect(prompt).toMatch(/Grandma's current medicines[^\n]*Lisinopril/);
    expect(prompt).not.toMatch(/Amoxicillin|Warfarin/);
    await publishEvent(stack, CircleClosed, {
      recipientId: grandma,
      recipientName: 'Grandma',
      memberUserIds: [rosa.userId],
      closedAt: new Date().toISOString(),
    });
    await eventually(async () => {
      const text = await systemPromptFor(rosa, 'What about her lisinopril?');
      return /Grandma/.test(text) ? undefined : true;
    }, 10_000);
  });

  it('never names them to a helper', async () => {
    model.reply = () => modelDown;
    const answer = await askInNewChat(stack, sam, 'Can she take ibuprofen with her metformin?');
    expect(answer.content).not.toMatch(/medicine list in Tend/);
    expect(await systemPromptFor(sam, 'What about her metformin?')).not.toMatch(/Metformin/);
  });

  it('keeps the family’s copy in their data export', async () => {
    const db = stack.service('coach').app.get<Database>(DATABASE);
    const read = (who: SignedUpCaregiver) =>
      db.transaction((tx) => new CoachDataExport().read(tx, who.userId));
    expect(await read(rosa)).toMatchObject({
      medicineLists: [
        {
          recipientName: 'Dad',
          medicines: [{ name: 'Metformin', startDate: null, stopDate: null }],
        },
      ],
    });
    expect(await read(sam)).toMatchObject({ medicineLists: [] });
  });

  it('forgets a member who leaves the circle or erases her account', async () => {
    const db = stack.service('coach').app.get<Database>(DATABASE);
    const members = async () =>
      (
        await db.execute<{ ids: string[] }>(
          sql`select member_user_ids::text[] as ids from medicine_lists`,
        )
      ).rows.flatMap((row) => row.ids);
    await eventually(
      async () => ((await members()).includes(kim.userId) ? true : undefined),
      10_000,
    );
    await stack.call('removeMember', {
      token: ana.token,
      params: { id: recipientId, userId: lee.userId },
    });
    expect(await deleteAccount(stack, kim.token)).toBe(200);
    await eventually(async () => {
      const now = await members();
      return now.includes(lee.userId) || now.includes(kim.userId) ? undefined : true;
    }, 10_000);
    expect(await members()).toContain(rosa.userId);
    model.reply = () => modelDown;
    const answer = await askInNewChat(stack, lee, 'Can she take ibuprofen with her metformin?');
    expect(answer.content).not.toMatch(/medicine list in Tend/);
  });

  it('forgets them when the owner turns it off', async () => {
    await setCoachMedicines(false);
    await eventually(async () => {
      const text = await systemPromptFor(rosa, 'Can she take ibuprofen with her metformin?');
      return /Metformin/.test(text) ? undefined : true;
    }, 10_000);
    model.reply = () => modelDown;
    const answer = await askInNewChat(stack, rosa, 'Can she take ibuprofen with her metformin?');
    expect(answer.content).not.toMatch(/medicine list in Tend/);
    // Nothing of the list is left in the coach's database.
    const db = stack.service('coach').app.get<Database>(DATABASE);
    const { rows } = await db.execute<{ names: string[]; ids: string[] }>(
      sql`select medicines as names, member_user_ids::text[] as ids from medicine_lists`,
    );
    expect(rows).toEqual([{ names: [], ids: [] }]);
  });

  it('forgets the recipient when the circle closes with its owner’s account', async () => {
    const db = stack.service('coach').app.get<Database>(DATABASE);
    const lists = async () => (await db.execute(sql`select * from medicine_lists`)).rows;
    await setCoachMedicines(true);
    await eventually(async () => ((await lists()).length === 1 ? true : undefined), 10_000);
    expect(await deleteAccount(stack, ana.token)).toBe(200);
    await eventually(async () => ((await lists()).length === 0 ? true : undefined), 10_000);
  });
});
