import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { CareCircleDataExport } from '@tend/care-circle';
import {
  AssessmentCompleted,
  CareCircleHealthRpc,
  FirstAidCards,
  type RouteBody,
  RouteForwards,
  type RouteName,
} from '@tend/contracts';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import {
  deleteAccount,
  publishEvent,
  type SignedUpCaregiver,
  type TestStack,
} from '@tend/test-stack';
import { actors, startCircleOfRoles, type Actor } from './support/circle-of-roles';

const Zone = 'America/Chicago';

const metformin = {
  name: 'Metformin',
  strength: '500 mg',
  form: 'tablet',
  dose: { amount: 1, unit: 'tablet' },
  schedule: { kind: 'scheduled', times: ['20:00', '08:00'] },
  purpose: 'Diabetes',
  prescriber: 'Dr. Patel',
  pharmacy: 'Main Street Pharmacy',
  supplyOnHand: 60,
  // Taken since long before it was added: yesterday's doses are hers to log.
  startDate: '2025-06-01',
} satisfies RouteBody<'createMedication'>;
const insulin = {
  name: 'Insulin glargine',
  dose: { amount: 10, unit: 'units' },
  schedule: { kind: 'scheduled', times: ['21:30'] },
  startDate: '2025-06-01',
} satisfies RouteBody<'createMedication'>;
const acetaminophen = {
  name: 'Acetaminophen',
  dose: { amount: 2, unit: 'tablets' },
  schedule: { kind: 'as-needed', minimumGapMinutes: 240 },
} satisfies RouteBody<'createMedication'>;

describe('the recipient’s medicines, doses and care log, through the gateway', () => {
  let stack: TestStack;
  let people: Record<Actor, SignedUpCaregiver>;
  let recipientId: string;
  let metforminId: string;
  const as = (actor: Actor) => ({ token: people[actor].token });
  const inCircle = (actor: Actor) => ({ ...as(actor), params: { id: recipientId } });
  const onMedication = (actor: Actor, medicationId = metforminId) => ({
    ...as(actor),
    params: { id: recipientId, medicationId },
  });
  const circleDb = () => stack.service('care-circle').app.get<Database>(DATABASE);
  /** A clinician's link made by the owner: its id and its token. */
  const newLink = async () => {
    const link = await stack.call('shareVisitSummary', inCircle('owner'));
    return { id: link.id, token: new URL(link.url).pathname.split('/').pop() ?? '' };
  };
  /** A care log entry Rosa, a family member, just logged. */
  const rosasEntry = () =>
    stack.call('addCareLogEntry', { ...inCircle('family'), body: { kind: 'mood', mood: 'okay' } });
  /** A burden check-in as the assessment service announces it. */
  const checkedIn = (actor: Actor, level: 'Low' | 'Mild' | 'Moderate' | 'High', at: string) =>
    publishEvent(stack, AssessmentCompleted, {
      userId: people[actor].userId,
      assessmentId: randomUUID(),
      score: { Low: 10, Mild: 30, Moderate: 58, High: 80 }[level],
      level,
      completedAt: at,
    });
  /**
   * Yesterday in Mom's zone, read once: a dose skipped yesterday early in the file is the one the
   * visit summary lists at its end, even should Chicago's midnight pass in between.
   */
  const yesterday = DateTime.now().setZone(Zone).minus({ days: 1 }).toISODate() ?? '';
  const wallInstant = (wall: string) =>
    DateTime.fromISO(wall, { zone: Zone }).toUTC().toISO() ?? '';

  beforeAll(async () => {
    ({ stack, people, recipientId } = await startCircleOfRoles({
      name: 'Mom',
      relationship: 'parent',
      conditions: ['dementia'],
    }));
    await stack.call('updateCircle', { ...inCircle('owner'), body: { timeZone: Zone } });
    metforminId = (await stack.call('createMedication', { ...inCircle('owner'), body: metformin }))
      .id;
  }, 90_000);
  afterAll(async () => stack?.stop());

  /** Each route, as each actor: owner, organizer, family, helper, stranger, removed member. */
  const matrix: [RouteName, (actor: Actor) => Promise<number>, number[]][] = [
    [
      'listMedications',
      (a) => stack.callStatus('listMedications', inCircle(a)),
      [200, 200, 200, 404, 404, 404],
    ],
    [
      'createMedication',
      (a) => stack.callStatus('createMedication', { ...inCircle(a), body: insulin }),
      [201, 201, 403, 404, 404, 404],
    ],
    [
      'updateMedication',
      (a) =>
        stack.callStatus('updateMedication', { ...onMedication(a), body: { notes: `Note ${a}` } }),
      [200, 200, 403, 404, 404, 404],
    ],
    [
      'medicationHistory',
      (a) => stack.callStatus('medicationHistory', onMedication(a)),
      [200, 200, 200, 404, 404, 404],
    ],
    [
      'coachMedicines',
      (a) => stack.callStatus('coachMedicines', inCircle(a)),
      [200, 200, 200, 404, 404, 404],
    ],
    [
      'setCoachMedicines',
      // Off, as it starts: the rows after this one see the same circle.
      (a) =>
        stack.callStatus('setCoachMedicines', {
          ...inCircle(a),
          body: { coachUsesMedicines: false },
        }),
      [200, 403, 403, 404, 404, 404],
    ],
    [
      'listDoses',
      (a) => stack.callStatus('listDoses', inCircle(a)),
      [200, 200, 200, 404, 404, 404],
    ],
    [
      'logDose',
      (a) =>
        stack.callStatus('logDose', {
          ...inCircle(a),
          body: {
            medicationId: metforminId,
            scheduledFor: `${yesterday}T20:00`,
            status: 'skipped',
            reason: 'She was asleep.',
          },
        }),
      [201, 201, 201, 404, 404, 404],
    ],
    [
      'listCareLog',
      (a) => stack.callStatus('listCareLog', inCircle(a)),
      [200, 200, 200, 404, 404, 404],
    ],
    [
      'addCareLogEntry',
      (a) =>
        stack.callStatus('addCareLogEntry', {
          ...inCircle(a),
          body: { kind: 'mood', mood: 'okay' },
        }),
      [201, 201, 201, 404, 404, 404],
    ],
    [
      // Each on an entry of Rosa's (family): hers and the owner's to change, not an organizer's.
      'updateCareLogEntry',
      async (a) =>
        stack.callStatus('updateCareLogEntry', {
          ...as(a),
          params: { id: recipientId, entryId: (await rosasEntry()).id },
          body: { kind: 'mood', mood: 'good' },
        }),
      [200, 403, 200, 404, 404, 404],
    ],
    [
      'deleteCareLogEntry',
      async (a) =>
        stack.callStatus('deleteCareLogEntry', {
          ...as(a),
          params: { id: recipientId, entryId: (await rosasEntry()).id },
        }),
      [200, 403, 200, 404, 404, 404],
    ],
    [
      'setCareLogRanges',
      (a) =>
        stack.callStatus('setCareLogRanges', {
          ...inCircle(a),
          body: { ranges: { systolic: { low: 90, high: 140 } } },
        }),
      [200, 403, 403, 404, 404, 404],
    ],
    [
      'healthAudit',
      (a) => stack.callStatus('healthAudit', inCircle(a)),
      [200, 403, 403, 404, 404, 404],
    ],
    [
      'visitSummary',
      (a) => stack.callStatus('visitSummary', inCircle(a)),
      [200, 200, 200, 404, 404, 404],
    ],
    [
      'setVisitQuestions',
      (a) =>
        stack.callStatus('setVisitQuestions', {
          ...inCircle(a),
          body: { questions: ['Can she take metformin with dinner instead?'] },
        }),
      [200, 403, 403, 404, 404, 404],
    ],
    [
      'shareVisitSummary',
      (a) => stack.callStatus('shareVisitSummary', inCircle(a)),
      [201, 403, 403, 404, 404, 404],
    ],
    [
      'listVisitSummaryLinks',
      (a) => stack.callStatus('listVisitSummaryLinks', inCircle(a)),
      [200, 403, 403, 404, 404, 404],
    ],
    [
      'revokeVisitSummaryLink',
      async (a) =>
        stack.callStatus('revokeVisitSummaryLink', {
          ...as(a),
          params: { id: recipientId, linkId: (await newLink()).id },
        }),
      [200, 403, 403, 404, 404, 404],
    ],
    [
      // The link is the credential: anyone holding it reads the summary, signed in or not.
      'sharedVisitSummary',
      async (a) =>
        stack.callStatus('sharedVisitSummary', {
          ...as(a),
          params: { token: (await newLink()).token },
        }),
      [200, 200, 200, 200, 200, 200],
    ],
  ];

  it('covers every health route in the matrix', () => {
    expect(matrix.map(([route]) => route).sort()).toEqual(
      Object.values(RouteForwards)
        .filter((forward) => Object.values<unknown>(CareCircleHealthRpc).includes(forward.rpc))
        .map((forward) => forward.route)
        .sort(),
    );
  });

  it.each(matrix)(
    '%s: family and up only; a helper, a stranger and a removed member get 404',
    async (_, call, expected) => {
      const statuses: number[] = [];
      for (const actor of actors) statuses.push(await call(actor));
      expect(statuses).toEqual(expected);
    },
  );

  it('answers a helper exactly as a stranger: 404 with no word of medicines', async () => {
    const helper = await stack.callExpectingError('listMedications', inCircle('helper'));
    const stranger = await stack.callExpectingError('listMedications', inCircle('stranger'));
    expect(helper.body.message).toBe(stranger.body.message);
    expect(JSON.stringify(helper.body)).not.toMatch(/metformin/i);
    const unknown = await stack.callExpectingError(
      'medicationHistory',
      onMedication('owner', randomUUID()),
    );
    expect([unknown.status, unknown.body.message]).toEqual([
      404,
      'We could not find that medicine.',
    ]);
  });

  describe('the medicine list', () => {
    it('keeps each change: who changed what, and when', async () => {
      const added = await stack.call('createMedication', {
        ...inCircle('owner'),
        body: { ...metformin, name: 'Lisinopril' },
      });
      expect(added).toMatchObject({ current: true, critical: false, missedAfterMinutes: 60 });
      await stack.call('updateMedication', {
        ...onMedication('organizer', added.id),
        body: { dose: { amount: 2, unit: 'tablet' }, stopDate: '2030-01-01' },
      });
      await stack.call('updateMedication', {
        ...onMedication('organizer', added.id),
        body: { stopDate: '2030-01-01' },
      });
      const history = await stack.call('medicationHistory', onMedication('family', added.id));
      expect(history.map((change) => [change.kind, change.by?.name])).toEqual([
        ['added', 'Ana'],
        ['changed', 'Luis'],
      ]);
      expect(history[1].changes).toEqual({
        dose: { from: { amount: 1, unit: 'tablet' }, to: { amount: 2, unit: 'tablet' } },
        stopDate: { from: null, to: '2030-01-01' },
      });
    });

    it('lets only the owner mark a medicine critical or set its missed-dose window', async () => {
      const refused = await stack.callExpectingError('updateMedication', {
        ...onMedication('organizer'),
        body: { critical: true },
      });
      expect([refused.status, refused.body.message]).toEqual([
        403,
        'Only the circle’s owner marks a medicine critical or sets when its doses count as missed.',
      ]);
      const changed = await stack.call('updateMedication', {
        ...onMedication('owner'),
        body: { critical: true, missedAfterMinutes: 90 },
      });
      expect(changed).toMatchObject({ critical: true, missedAfterMinutes: 90 });
    });

    it('lists only the medicines taken now when asked', async () => {
      const stopped = await stack.call('createMedication', {
        ...inCircle('owner'),
        body: {
          ...insulin,
          name: 'Old antibiotic',
          startDate: '2025-01-01',
          stopDate: '2025-01-10',
        },
      });
      const current = await stack.call('listMedications', {
        ...inCircle('family'),
        query: { current: 'true' },
      });
      expect(current.map((m) => m.id)).not.toContain(stopped.id);
      expect(current.map((m) => m.id)).toContain(metforminId);
    });
  });

  describe('doses', () => {
    it('lists a day’s doses in order, and a late dose with its real time and who gave it', async () => {
      const medication = await stack.call('createMedication', {
        ...inCircle('owner'),
        body: {
          ...metformin,
          name: 'Donepezil',
          schedule: { kind: 'scheduled', times: ['21:00', '07:30'] },
        },
      });
      const morning = `${yesterday}T07:30`;
      const realTime = DateTime.fromISO(`${yesterday}T09:10`, { zone: Zone }).toUTC().toISO() ?? '';
      const given = await stack.call('logDose', {
        ...inCircle('family'),
        body: { medicationId: medication.id, scheduledFor: morning, status: 'given', at: realTime },
      });
      expect(given).toMatchObject({ state: 'given', dueAt: wallInstant(morning) });
      expect(given.log).toMatchObject({ by: { name: 'Rosa' } });
      expect(Date.parse(given.log?.at ?? '')).toBe(Date.parse(realTime));
      const day = await stack.call('listDoses', {
        ...inCircle('organizer'),
        query: { day: yesterday },
      });
      const donepezil = day.doses.filter((dose) => dose.medicationId === medication.id);
      // Started long ago but added today: yesterday's evening dose stays open to log, never missed.
      expect(donepezil.map((dose) => [dose.scheduledFor, dose.state])).toEqual([
        [morning, 'given'],
        [`${yesterday}T21:00`, 'due'],
      ]);
      const times = day.doses.map((dose) => dose.dueAt ?? '');
      expect([...times].sort()).toEqual(times);
    });

    it('makes one dose of the same dose logged by two members at once', async () => {
      const medication = await stack.call('createMedication', {
        ...inCircle('owner'),
        body: { ...insulin, name: 'Carbidopa-levodopa' },
      });
      const body = {
        medicationId: medication.id,
        scheduledFor: `${yesterday}T21:30`,
        status: 'given' as const,
        at: wallInstant(`${yesterday}T21:35`),
      };
      const [first, second] = await Promise.all([
        stack.call('logDose', { ...inCircle('owner'), body }),
        stack.call('logDose', { ...inCircle('family'), body }),
      ]);
      expect(first.log?.id).toBe(second.log?.id);
      const day = await stack.call('listDoses', {
        ...inCircle('owner'),
        query: { day: yesterday },
      });
      expect(day.doses.filter((dose) => dose.medicationId === medication.id)).toHaveLength(1);
    });

    it('asks before a dose given again within its minimum gap, and gives it when confirmed', async () => {
      const medication = await stack.call('createMedication', {
        ...inCircle('owner'),
        body: acetaminophen,
      });
      const firstAt = DateTime.now().minus({ hours: 1 }).startOf('minute');
      await stack.call('logDose', {
        ...inCircle('owner'),
        body: { medicationId: medication.id, status: 'given', at: firstAt.toUTC().toISO() ?? '' },
      });
      const body = { medicationId: medication.id, status: 'given' as const };
      const again = await stack.callExpectingError('logDose', { ...inCircle('family'), body });
      expect([again.status, again.body.message]).toEqual([
        409,
        `Already given at ${firstAt.setZone(Zone).toFormat('h:mm a')} by Ana. Give again?`,
      ]);
      // The same facts as data, for a client that asks in its reader's language.
      expect(again.body.details).toEqual({
        givenAt: firstAt.toJSDate().toISOString(),
        givenBy: 'Ana',
        timeZone: Zone,
      });
      const confirmed = await stack.call('logDose', {
        ...inCircle('family'),
        body: { ...body, confirm: true },
      });
      expect(confirmed).toMatchObject({ state: 'given', log: { by: { name: 'Rosa' } } });
      const today = await stack.call('listDoses', inCircle('owner'));
      expect(today.asNeeded.find((m) => m.medicationId === medication.id)?.lastGivenAt).toBe(
        confirmed.log?.at,
      );
    });

    it('takes each dose given off the supply on hand', async () => {
      const medication = await stack.call('createMedication', {
        ...inCircle('owner'),
        body: { ...acetaminophen, name: 'Ibuprofen', supplyOnHand: 10 },
      });
      await stack.call('logDose', {
        ...inCircle('owner'),
        body: { medicationId: medication.id, status: 'given' },
      });
      const list = await stack.call('listMedications', inCircle('owner'));
      expect(list.find((m) => m.id === medication.id)?.supplyOnHand).toBe(8);
    });
  });

  describe('bad input gets a 400 and a sentence', () => {
    it.each<[string, RouteBody<'createMedication'>, string]>([
      [
        'a dose of -2',
        { ...insulin, dose: { amount: -2, unit: 'units' } },
        'A dose is an amount more than 0 (like 1 or 0.5) and a unit (like tablet or mL).',
      ],
      [
        'a dose of "-2"',
        { ...insulin, dose: { amount: '-2' as unknown as number, unit: 'units' } },
        'A dose is an amount more than 0 (like 1 or 0.5) and a unit (like tablet or mL).',
      ],
      [
        'a schedule with no time',
        { ...insulin, schedule: { kind: 'scheduled', times: [] } },
        'A scheduled medicine needs at least one time of day.',
      ],
      [
        'a time of day that is no time',
        { ...insulin, schedule: { kind: 'scheduled', times: ['25:00'] } },
        'Please give each time of day as HH:mm, like 08:00 or 21:30.',
      ],
      [
        'an unknown kind of schedule',
        {
          ...insulin,
          schedule: { kind: 'sometimes' } as unknown as RouteBody<'createMedication'>['schedule'],
        },
        'Say when the medicine is taken: "scheduled" with times of day, or "as-needed".',
      ],
      [
        'a stop before the start',
        { ...insulin, startDate: '2026-05-01', stopDate: '2026-04-01' },
        'The stop date comes on or after the start date.',
      ],
      [
        'a missed-dose window of 5 minutes',
        { ...insulin, missedAfterMinutes: 5 },
        'A dose counts as missed after 15 to 240 minutes.',
      ],
    ])('a medicine with %s', async (_, body, message) => {
      const refused = await stack.callExpectingError('createMedication', {
        ...inCircle('owner'),
        body,
      });
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    });

    it.each<[string, () => RouteBody<'logDose'>, string]>([
      [
        'a given dose in the future',
        () => ({
          medicationId: metforminId,
          scheduledFor: `${yesterday}T08:00`,
          status: 'given',
          at: DateTime.now().plus({ hours: 2 }).toUTC().toISO() ?? '',
        }),
        'A dose cannot be logged at a time that has not come yet.',
      ],
      [
        'a skipped dose without a reason',
        () => ({
          medicationId: metforminId,
          scheduledFor: `${yesterday}T08:00`,
          status: 'skipped',
        }),
        'Please say why the dose was skipped.',
      ],
      [
        'a time the medicine has no dose at',
        () => ({
          medicationId: metforminId,
          scheduledFor: `${yesterday}T13:00`,
          status: 'given',
        }),
        'This medicine has no dose at that day and time.',
      ],
      [
        'a scheduled medicine without its time',
        () => ({ medicationId: metforminId, status: 'given' }),
        'Please say which scheduled dose this is: its day and time.',
      ],
      [
        'a status that is neither',
        () => ({ medicationId: metforminId, status: 'maybe' as 'given' }),
        'Say whether the dose was given or skipped.',
      ],
    ])('a dose with %s', async (_, body, message) => {
      const refused = await stack.callExpectingError('logDose', {
        ...inCircle('family'),
        body: body(),
      });
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    });

    it.each<[string, RouteBody<'addCareLogEntry'>, string]>([
      ['a pain of 11', { kind: 'pain', score: 11 }, 'Pain is a number from 0 to 10.'],
      [
        'an unknown kind',
        { kind: 'steps' } as unknown as RouteBody<'addCareLogEntry'>,
        'Please choose what to log: blood-pressure, blood-sugar, weight, temperature, pain, sleep, mood, bowel-movement, fall or behavior.',
      ],
      [
        'a time to come',
        { kind: 'mood', mood: 'good', at: DateTime.now().plus({ days: 1 }).toUTC().toISO() ?? '' },
        'A log entry cannot be for a time that has not come yet.',
      ],
    ])('a log entry with %s', async (_, body, message) => {
      const refused = await stack.callExpectingError('addCareLogEntry', {
        ...inCircle('family'),
        body,
      });
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    });
  });

  describe('the care log', () => {
    it('marks a value out of the owner’s range, and points to first aid for a sugar alarm or a fall', async () => {
      await stack.call('setCareLogRanges', {
        ...inCircle('owner'),
        body: { ranges: { systolic: { low: 90, high: 140 }, bloodSugar: { low: 80, high: 180 } } },
      });
      const add = (body: RouteBody<'addCareLogEntry'>) =>
        stack.call('addCareLogEntry', { ...inCircle('family'), body });
      const high = await add({ kind: 'blood-pressure', systolic: 152, diastolic: 88 });
      const normal = await add({ kind: 'blood-pressure', systolic: 122, diastolic: 78 });
      const low = await add({ kind: 'blood-sugar', mgdl: 62, note: 'Shaky before lunch.' });
      const fall = await add({
        kind: 'fall',
        injured: false,
        at: DateTime.now().minus({ days: 10 }).toUTC().toISO() ?? '',
      });
      expect([high.outOfRange, normal.outOfRange, low.outOfRange]).toEqual([true, false, true]);
      expect([high.firstAidCardId, low.firstAidCardId, fall.firstAidCardId]).toEqual([
        null,
        FirstAidCards.bloodSugar,
        FirstAidCards.fall,
      ]);
      expect(low.by?.name).toBe('Rosa');

      const week = await stack.call('listCareLog', inCircle('organizer'));
      const ids = week.entries.map((entry) => entry.id);
      expect(ids).toEqual(expect.arrayContaining([high.id, normal.id, low.id]));
      expect(ids).not.toContain(fall.id);
      const month = await stack.call('listCareLog', {
        ...inCircle('organizer'),
        query: { period: 'month', kind: 'fall' },
      });
      expect(month.entries.map((entry) => entry.id)).toEqual([fall.id]);
      expect(month.ranges.systolic).toEqual({ low: 90, high: 140 });
    });
  });

  describe('the visit summary', () => {
    it('lists the current medicines, the doses missed in 30 days, trends, falls and her questions', async () => {
      // Metformin was added two days ago: yesterday's 8 am dose was never logged, its 8 pm skipped.
      await circleDb().execute(
        sql`update medications set created_at = now() - interval '2 days' where id = ${metforminId}`,
      );
      await stack.call('setVisitQuestions', {
        ...inCircle('owner'),
        body: {
          questions: ['Is her sugar too low in the mornings?', 'Could a medicine cause falls?'],
        },
      });
      const summary = await stack.call('visitSummary', inCircle('family'));
      expect(summary.recipientName).toBe('Mom');
      expect(summary.medications.map((m) => m.name)).toEqual(
        expect.arrayContaining(['Metformin', 'Insulin glargine']),
      );
      expect(summary.medications.map((m) => m.name)).not.toContain('Old antibiotic');
      expect(summary.missedDoses).toEqual(
        expect.arrayContaining([
          {
            medicationName: 'Metformin',
            scheduledFor: `${yesterday}T08:00`,
            skippedBecause: null,
          },
          {
            medicationName: 'Metformin',
            scheduledFor: `${yesterday}T20:00`,
            skippedBecause: 'She was asleep.',
          },
        ]),
      );
      expect(summary.trends.find((t) => t.measure === 'systolic')).toMatchObject({
        count: 2,
        highest: 152,
        outOfRange: 1,
      });
      expect(summary.falls).toHaveLength(1);
      expect(summary.questions).toEqual([
        'Is her sugar too low in the mornings?',
        'Could a medicine cause falls?',
      ]);
    });

    it('opens for a clinician without an account through a link, until it is revoked or 7 days pass', async () => {
      const link = await stack.call('shareVisitSummary', inCircle('owner'));
      expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
      // The address is the page a clinician opens on the app's public origin, not the JSON API.
      expect(link.url).toMatch(/^http:\/\/localhost:8080\/visit\/[A-Za-z0-9_-]{20,}$/);
      const token = new URL(link.url).pathname.split('/').pop() ?? '';
      const shared = await stack.call('sharedVisitSummary', { params: { token } });
      const own = await stack.call('visitSummary', inCircle('owner'));
      expect({ ...shared, generatedAt: '' }).toEqual({ ...own, generatedAt: '' });
      expect(JSON.stringify(shared)).not.toMatch(/Rosa|Luis|@example\.com/);

      await stack.call('revokeVisitSummaryLink', {
        ...as('owner'),
        params: { id: recipientId, linkId: link.id },
      });
      const revoked = await stack.callExpectingError('sharedVisitSummary', { params: { token } });
      expect([revoked.status, revoked.body.message]).toEqual([
        404,
        'This link to a visit summary has expired or was turned off.',
      ]);
      const old = await newLink();
      await circleDb().execute(
        sql`update visit_summary_links set expires_at = now() - interval '1 minute' where id = ${old.id}`,
      );
      expect(await stack.callStatus('sharedVisitSummary', { params: { token: old.token } })).toBe(
        404,
      );
      expect(await stack.callStatus('sharedVisitSummary', { params: { token: 'guess' } })).toBe(
        404,
      );
      const audit = await stack.call('healthAudit', inCircle('owner'));
      expect(audit.some((e) => e.action === 'clinician-read-visit-summary' && e.by === null)).toBe(
        true,
      );
    });

    it('lists the owner every link she made, live or not, without their addresses, to turn each off', async () => {
      const first = await newLink();
      const second = await newLink();
      const ended = await newLink();
      await circleDb().execute(
        sql`update visit_summary_links set expires_at = now() - interval '1 minute' where id = ${ended.id}`,
      );
      await stack.call('revokeVisitSummaryLink', {
        ...as('owner'),
        params: { id: recipientId, linkId: first.id },
      });

      const links = await stack.call('listVisitSummaryLinks', inCircle('owner'));
      const byId = new Map(links.map((link) => [link.id, link]));
      expect(links.slice(0, 3).map((link) => link.id)).toEqual([ended.id, second.id, first.id]);
      expect(byId.get(first.id)?.revokedAt).toEqual(expect.any(String));
      expect(byId.get(second.id)).toEqual({
        id: second.id,
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
        revokedAt: null,
      });
      expect(Date.parse(byId.get(ended.id)?.expiresAt ?? '')).toBeLessThan(Date.now());
      const listed = JSON.stringify(links);
      for (const token of [first.token, second.token, ended.token])
        expect(listed).not.toContain(token);
      expect(listed).not.toMatch(/url|token|\/visit\//i);

      // A link from the list is turned off like the one just made, and then stays off.
      await stack.call('revokeVisitSummaryLink', {
        ...as('owner'),
        params: { id: recipientId, linkId: second.id },
      });
      expect(
        await stack.callStatus('sharedVisitSummary', { params: { token: second.token } }),
      ).toBe(404);
      const after = await stack.call('listVisitSummaryLinks', inCircle('owner'));
      expect(after.find((link) => link.id === second.id)?.revokedAt).toEqual(expect.any(String));

      const family = await stack.callExpectingError('listVisitSummaryLinks', inCircle('family'));
      expect(family.status).toBe(403);
      const audit = await stack.call('healthAudit', inCircle('owner'));
      expect(
        audit.some((e) => e.action === 'read-visit-summary-links' && e.by?.name === 'Ana'),
      ).toBe(true);
    });

    it('carries the owner’s latest check-in level and date, for the family and the clinician alike', async () => {
      expect((await stack.call('visitSummary', inCircle('family'))).ownerCheckIn).toBeNull();
      await checkedIn('owner', 'Moderate', '2026-11-20T15:00:00.000Z');
      // Only the owner's check-in: a family member's own is never on the page.
      await checkedIn('family', 'High', '2026-11-25T15:00:00.000Z');
      const moderate = { level: 'Moderate', completedAt: '2026-11-20T15:00:00.000Z' };
      await eventually(
        async () =>
          JSON.stringify((await stack.call('visitSummary', inCircle('family'))).ownerCheckIn) ===
          JSON.stringify(moderate),
      );
      // A check-in announced late, older than the one kept, does not replace it.
      await checkedIn('owner', 'Low', '2026-11-01T15:00:00.000Z');
      await checkedIn('owner', 'Mild', '2026-11-22T15:00:00.000Z');
      const mild = { level: 'Mild', completedAt: '2026-11-22T15:00:00.000Z' };
      await eventually(
        async () =>
          JSON.stringify((await stack.call('visitSummary', inCircle('owner'))).ownerCheckIn) ===
          JSON.stringify(mild),
      );
      const { token } = await newLink();
      const shared = await stack.call('sharedVisitSummary', { params: { token } });
      expect(shared.ownerCheckIn).toEqual(mild);
      // Its level and date only: no score, no answers.
      expect(Object.keys(shared.ownerCheckIn ?? {}).sort()).toEqual(['completedAt', 'level']);
    });
  });

  it('shows the owner an audit of who read and changed what', async () => {
    await stack.call('listMedications', inCircle('family'));
    const audit = await stack.call('healthAudit', inCircle('owner'));
    expect(audit[0]).toMatchObject({ action: 'read-medications', by: { name: 'Rosa' } });
    const seen = new Set(audit.map((entry) => `${entry.by?.name} ${entry.action}`));
    for (const expected of [
      'Ana added-medication',
      'Luis changed-medication',
      'Rosa logged-dose',
      'Rosa added-log-entry',
      'Luis read-log',
      'Ana set-log-ranges',
    ])
      expect(seen).toContain(expected);
    expect([...seen].some((line) => line.startsWith('Sam '))).toBe(false);
  });

  it('puts it all in the owner’s copy of their data, and what a member logged in theirs', async () => {
    const app = stack.service('care-circle').app;
    // The reader the data export runs in the export event's transaction, on the real database.
    const reader = new CareCircleDataExport();
    const read = (actor: Actor) =>
      app.get<Database>(DATABASE).transaction((tx) => reader.read(tx, people[actor].userId));
    const owners = (await read('owner')) as {
      circleHealth: {
        medications: { name: string }[];
        careLog: unknown[];
        healthAudit: unknown[];
      }[];
      latestCheckIn: { level: string } | null;
    };
    expect(owners.latestCheckIn).toMatchObject({ level: 'Mild' });
    expect(owners.circleHealth).toHaveLength(1);
    expect(owners.circleHealth[0].medications.map((m) => m.name)).toContain('Metformin');
    expect(owners.circleHealth[0].careLog.length).toBeGreaterThan(0);
    expect(owners.circleHealth[0].healthAudit.length).toBeGreaterThan(0);
    const family = (await read('family')) as {
      circleHealth: unknown[];
      circleDosesLogged: unknown[];
      circleLogEntriesWritten: unknown[];
    };
    expect(family.circleHealth).toEqual([]);
    expect(family.circleDosesLogged.length).toBeGreaterThan(0);
    expect(family.circleLogEntriesWritten.length).toBeGreaterThan(0);
    expect(JSON.stringify(await read('helper'))).not.toMatch(/Metformin/);
  });

  it('forgets a caregiver’s check-in level with her account', async () => {
    const kept = async () =>
      (
        await circleDb().execute(
          sql`select 1 from caregiver_check_ins where user_id = ${people.stranger.userId}`,
        )
      ).rows.length;
    await checkedIn('stranger', 'High', new Date().toISOString());
    await eventually(async () => (await kept()) === 1);
    expect(await deleteAccount(stack, people.stranger.token)).toBe(200);
    await eventually(async () => (await kept()) === 0);
  });
});
