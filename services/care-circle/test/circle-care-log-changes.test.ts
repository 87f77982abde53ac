import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { CircleNotFound, FirstAidCards, LogEntryNotFound, type RouteBody } from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import type { SignedUpCaregiver, TestStack } from '@tend/test-stack';
import { startCircleOfRoles, type Actor } from './support/circle-of-roles';

const NotYours =
  'Only the person who logged an entry, or the circle’s owner, can change or delete it.';

describe('correcting and deleting a care log entry, through the gateway', () => {
  let stack: TestStack;
  let people: Record<Actor, SignedUpCaregiver>;
  let recipientId: string;
  const inCircle = (actor: Actor) => ({ token: people[actor].token, params: { id: recipientId } });
  const onEntry = (actor: Actor, entryId: string) => ({
    token: people[actor].token,
    params: { id: recipientId, entryId },
  });
  const add = (actor: Actor, body: RouteBody<'addCareLogEntry'>) =>
    stack.call('addCareLogEntry', { ...inCircle(actor), body });
  const listed = async (actor: Actor) => (await stack.call('listCareLog', inCircle(actor))).entries;
  /** The entry's history rows, oldest first, as care-circle keeps them. */
  const historyOf = async (entryId: string) => {
    const db = stack.service('care-circle').app.get<Database>(DATABASE);
    const { rows } = await db.execute(
      sql`select kind, changed_by_name as "by", changes from care_log_changes
          where entry_id = ${entryId} order by changed_at, id`,
    );
    return rows as { kind: string; by: string | null; changes: Record<string, unknown> }[];
  };
  const auditLines = async () =>
    (await stack.call('healthAudit', inCircle('owner'))).map(
      (entry) => `${entry.by?.name} ${entry.action} ${entry.subjectId}`,
    );

  beforeAll(async () => {
    ({ stack, people, recipientId } = await startCircleOfRoles({
      name: 'Mom',
      relationship: 'parent',
      conditions: ['diabetes'],
    }));
    await stack.call('setCareLogRanges', {
      ...inCircle('owner'),
      body: { ranges: { bloodSugar: { low: 80, high: 180 } } },
    });
  }, 90_000);
  afterAll(async () => stack?.stop());

  it('lets the author correct 620 to 62: the list shows 62, marked, with the low-sugar first aid, and the history keeps 620', async () => {
    const typo = await add('family', { kind: 'blood-sugar', mgdl: 620, note: 'Before bed.' });
    expect([typo.outOfRange, typo.mayChange]).toEqual([true, true]);

    const fixed = await stack.call('updateCareLogEntry', {
      ...onEntry('family', typo.id),
      body: { kind: 'blood-sugar', mgdl: 62, note: 'Before bed.' },
    });
    expect(fixed).toMatchObject({
      id: typo.id,
      reading: { kind: 'blood-sugar', mgdl: 62 },
      at: typo.at,
      outOfRange: true,
      firstAidCardId: FirstAidCards.bloodSugar,
      by: { name: 'Rosa' },
    });
    expect((await listed('owner')).find((entry) => entry.id === typo.id)?.reading).toEqual({
      kind: 'blood-sugar',
      mgdl: 62,
    });

    expect(await historyOf(typo.id)).toEqual([
      {
        kind: 'changed',
        by: 'Rosa',
        changes: {
          reading: {
            from: { kind: 'blood-sugar', mgdl: 620 },
            to: { kind: 'blood-sugar', mgdl: 62 },
          },
        },
      },
    ]);
    expect(await auditLines()).toContain(`Rosa changed-log-entry ${typo.id}`);
  });

  it('shows the correction on the listed entry to the family, an organizer and the owner; the helper gets 404 as for the whole log', async () => {
    const entry = await add('family', { kind: 'weight', pounds: 412, note: null });
    expect(entry.changes).toEqual([]);
    const fixed = await stack.call('updateCareLogEntry', {
      ...onEntry('family', entry.id),
      body: { kind: 'weight', pounds: 142, note: 'Typed 4 for 1.' },
    });
    const correction = {
      at: expect.any(String),
      by: { name: 'Rosa' },
      fields: [
        {
          field: 'reading',
          from: { kind: 'weight', pounds: 412 },
          to: { kind: 'weight', pounds: 142 },
        },
        { field: 'note', from: null, to: 'Typed 4 for 1.' },
      ],
    };
    expect(fixed.changes).toEqual([correction]);
    for (const reader of ['family', 'organizer', 'owner'] as const)
      expect((await listed(reader)).find((e) => e.id === entry.id)?.changes).toEqual([correction]);

    for (const outsider of ['helper', 'stranger', 'removed'] as const) {
      const refused = await stack.callExpectingError('listCareLog', inCircle(outsider));
      expect([outsider, refused.status, refused.body.message]).toEqual([
        outsider,
        404,
        CircleNotFound,
      ]);
    }
  });

  it('moves the entry to the time sent, and records nothing when nothing changed', async () => {
    const entry = await add('family', { kind: 'pain', score: 4 });
    const earlier = DateTime.now().minus({ hours: 3 }).startOf('minute').toUTC().toISO() ?? '';
    const moved = await stack.call('updateCareLogEntry', {
      ...onEntry('family', entry.id),
      body: { kind: 'pain', score: 4, at: earlier },
    });
    expect(Date.parse(moved.at)).toBe(Date.parse(earlier));
    await stack.call('updateCareLogEntry', {
      ...onEntry('family', entry.id),
      body: { kind: 'pain', score: 4 },
    });
    expect((await historyOf(entry.id)).map((row) => Object.keys(row.changes))).toEqual([['at']]);
    const shown = (await listed('family')).find((e) => e.id === entry.id)?.changes;
    expect(shown?.map((c) => c.fields.map((f) => [f.field, f.from]))).toEqual([[['at', entry.at]]]);
  });

  it('lets the owner delete anyone’s entry: it leaves the list, and its history keeps what it was', async () => {
    const fall = await add('family', { kind: 'fall', injured: false, note: 'Logged by mistake.' });
    const kept = await add('family', { kind: 'mood', mood: 'good' });
    expect(await stack.call('deleteCareLogEntry', { ...onEntry('owner', fall.id) })).toEqual({
      ok: true,
    });

    const ids = (await listed('family')).map((entry) => entry.id);
    expect(ids).not.toContain(fall.id);
    expect(ids).toContain(kept.id);
    expect(await historyOf(fall.id)).toEqual([
      {
        kind: 'deleted',
        by: 'Ana',
        changes: {
          reading: { from: { kind: 'fall', injured: false }, to: null },
          at: { from: fall.at, to: null },
          note: { from: 'Logged by mistake.', to: null },
        },
      },
    ]);
    expect(await auditLines()).toContain(`Ana deleted-log-entry ${fall.id}`);

    const again = await stack.callExpectingError('deleteCareLogEntry', onEntry('owner', fall.id));
    expect([again.status, again.body.message]).toEqual([404, LogEntryNotFound]);
  });

  it('refuses a family member someone else’s entry (403), and leaves it as it was', async () => {
    const luis = await add('organizer', { kind: 'weight', pounds: 142 });
    const fromRosa = (await listed('family')).find((entry) => entry.id === luis.id);
    expect(fromRosa?.mayChange).toBe(false);
    expect((await listed('owner')).every((entry) => entry.mayChange)).toBe(true);

    const change = await stack.callExpectingError('updateCareLogEntry', {
      ...onEntry('family', luis.id),
      body: { kind: 'weight', pounds: 42 },
    });
    const removal = await stack.callExpectingError(
      'deleteCareLogEntry',
      onEntry('family', luis.id),
    );
    expect([change.status, change.body.message]).toEqual([403, NotYours]);
    expect([removal.status, removal.body.message]).toEqual([403, NotYours]);
    expect((await listed('owner')).find((entry) => entry.id === luis.id)?.reading).toEqual({
      kind: 'weight',
      pounds: 142,
    });
    expect(await historyOf(luis.id)).toEqual([]);
  });

  it.each<Actor>(['helper', 'stranger', 'removed'])(
    'answers the %s 404, as for a circle that does not exist',
    async (actor) => {
      const entry = await add('owner', { kind: 'sleep', hours: 7 });
      const change = await stack.callExpectingError('updateCareLogEntry', {
        ...onEntry(actor, entry.id),
        body: { kind: 'sleep', hours: 2 },
      });
      const removal = await stack.callExpectingError(
        'deleteCareLogEntry',
        onEntry(actor, entry.id),
      );
      expect([change.status, change.body.message]).toEqual([404, CircleNotFound]);
      expect([removal.status, removal.body.message]).toEqual([404, CircleNotFound]);
      expect(await historyOf(entry.id)).toEqual([]);
    },
  );

  it('answers an entry that is not there, or an address that names none, 404', async () => {
    const missing = await stack.callExpectingError('updateCareLogEntry', {
      ...onEntry('owner', randomUUID()),
      body: { kind: 'pain', score: 2 },
    });
    const notAnId = await stack.callExpectingError('deleteCareLogEntry', onEntry('owner', 'x'));
    expect([missing.status, missing.body.message]).toEqual([404, LogEntryNotFound]);
    expect([notAnId.status, notAnId.body.message]).toEqual([404, LogEntryNotFound]);
  });

  it.each<[string, RouteBody<'updateCareLogEntry'>, string]>([
    [
      'a sugar of 6200',
      { kind: 'blood-sugar', mgdl: 6200 },
      'Blood sugar (mg/dL) is a number from 10 to 1000.',
    ],
    [
      'a sugar of "62"',
      { kind: 'blood-sugar', mgdl: '62' as unknown as number },
      'Blood sugar (mg/dL) is a number from 10 to 1000.',
    ],
    ['a pain of 11', { kind: 'pain', score: 11 }, 'Pain is a number from 0 to 10.'],
    [
      'a time to come',
      { kind: 'blood-sugar', mgdl: 62, at: DateTime.now().plus({ days: 1 }).toUTC().toISO() ?? '' },
      'A log entry cannot be for a time that has not come yet.',
    ],
  ])(
    'refuses a correction to %s with a 400 and a sentence, as when adding',
    async (_, body, message) => {
      const entry = await add('family', { kind: 'blood-sugar', mgdl: 110 });
      const refused = await stack.callExpectingError('updateCareLogEntry', {
        ...onEntry('family', entry.id),
        body,
      });
      expect([refused.status, refused.body.message]).toEqual([400, message]);
      expect((await listed('family')).find((e) => e.id === entry.id)?.reading).toEqual({
        kind: 'blood-sugar',
        mgdl: 110,
      });
    },
  );
});
