import * as amqplib from 'amqplib';
import { sql } from 'drizzle-orm';
import {
  AssessmentCompleted,
  AssessmentRpc,
  BURDEN_COMMENT_MAX_LENGTH,
  BurdenMessages,
  BurdenQuestions,
  UserDataErased,
  type RouteBody,
} from '@tend/contracts';
import { DATABASE, RpcClient, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import { deleteAccount, type SignedUpCaregiver, signUp, TestStack } from '@tend/test-stack';

interface Envelope {
  id: string;
  name: string;
  payload: Record<string, unknown>;
}

/** What a test may send for one answer: possibly incomplete or wrong, on purpose. */
type SentAnswer = { value?: string; score?: unknown; comment?: unknown };

/** Responses choosing, question by question, the option with each item score. */
function responsesScoring(
  itemScores: number[],
  extra: Record<string, unknown> = {},
): Record<string, SentAnswer> {
  return Object.fromEntries(
    BurdenQuestions.map((q, i) => {
      const option = q.options.find((o) => o.score === itemScores[i]);
      if (!option) throw new Error(`no option scoring ${itemScores[i]}`);
      return [q.id, { value: option.value, score: option.score, ...extra }];
    }),
  );
}

/** Ten item scores adding up to `sum`. */
function spread(sum: number): number[] {
  return Array.from({ length: 10 }, (_, i) => Math.floor(sum / 10) + (i < sum % 10 ? 1 : 0));
}

describe('the burden assessment through the gateway', () => {
  let stack: TestStack;
  let probe: amqplib.ChannelModel;
  const events: Envelope[] = [];
  const assessmentDb = () => stack.service('assessment').app.get<Database>(DATABASE);

  beforeAll(async () => {
    stack = await TestStack.start(['identity', 'notifications', 'email-worker', 'assessment'], {
      FEATURE_ELIGIBILITY_ENABLED: 'true',
    });
    // A queue of this test's own, bound to the namespace's event exchange, sees what is raised.
    probe = await amqplib.connect('amqp://guest:guest@127.0.0.1:5672');
    const channel = await probe.createChannel();
    const { queue } = await channel.assertQueue(`${stack.ns.id}.assessment-test-probe`, {
      exclusive: true,
      autoDelete: true,
    });
    for (const name of [AssessmentCompleted.name, UserDataErased.name])
      await channel.bindQueue(queue, stack.ns.topology.eventsExchange, name);
    await channel.consume(
      queue,
      (message) => {
        if (message) events.push(JSON.parse(message.content.toString('utf8')) as Envelope);
      },
      { noAck: true },
    );
  });
  afterAll(async () => {
    await probe?.close();
    await stack?.stop();
  });

  const submit = (caregiver: SignedUpCaregiver, body: RouteBody<'submitAssessment'>) =>
    stack.call('submitAssessment', { token: caregiver.token, body });
  const history = (caregiver: SignedUpCaregiver) =>
    stack.call('listAssessments', { token: caregiver.token });

  it('answers 401 to anyone not signed in', async () => {
    expect((await stack.callExpectingError('listAssessments')).status).toBe(401);
    const post = await stack.callExpectingError('submitAssessment', {
      body: { responses: responsesScoring(spread(0)), score: 0 },
    });
    expect(post.status).toBe(401);
  });

  it('ignores a tampered score: the total and every item are scored from the options chosen', async () => {
    const caregiver = await signUp(stack, 'Maria');
    const responses = responsesScoring(spread(0), { score: 4 });
    const response = await submit(caregiver, { responses, score: 100 });
    expect(response).toMatchObject({ score: 0, level: 'Low' });
    expect(response.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.now() - Date.parse(response.completedAt)).toBeLessThan(60_000);
    expect(response.recommendations).toHaveLength(1);

    const [saved] = await history(caregiver);
    expect(saved?.score).toBe(0);
    expect(Object.values(saved?.responses ?? {}).every((r) => r.score === 0)).toBe(true);
  });

  it.each([
    [9, 23, 'Low'],
    [10, 25, 'Mild'],
    [19, 48, 'Mild'],
    [20, 50, 'Moderate'],
    [29, 73, 'Moderate'],
    [30, 75, 'High'],
    [40, 100, 'High'],
  ])('answers adding up to %i score %i (%s)', async (sum, score, level) => {
    const caregiver = await signUp(stack, 'Bo');
    const response = await submit(caregiver, {
      responses: responsesScoring(spread(sum)),
      score: 0,
    });
    expect(response).toMatchObject({ score, level });
    const crisis = response.recommendations.some((text) => text.includes('988'));
    expect(crisis).toBe(level === 'High');
  });

  it('recommends steps for the worst items, with the eligibility checker when it is on', async () => {
    const caregiver = await signUp(stack, 'Lena');
    const responses = responsesScoring(spread(0));
    responses.sleep_disruption = { value: 'nearly_every_day' };
    responses.financial_strain = { value: 'constant_worry' };
    responses.social_isolation = { value: 'most_days' };
    const response = await submit(caregiver, { responses });
    expect(response).toMatchObject({ score: 28, level: 'Mild' });
    const [level, sleep, money, isolation] = response.recommendations;
    expect(level).toMatch(/^Some strain is showing/);
    expect(sleep).toMatch(/respite care/);
    expect(money).toMatch(/eligibility checker/);
    expect(isolation).toMatch(/support group/);
    const keys = ['level.Mild', 'sleep_disruption', 'financial_strain.checker', 'social_isolation'];
    expect(response.recommendationKeys).toEqual(keys);
    const [saved] = await history(caregiver);
    expect(saved?.recommendationKeys).toEqual(keys);
    expect(saved?.recommendations).toEqual(response.recommendations);
  });

  it('still shows a result saved before keys: known texts get their key back, others stay as written', async () => {
    const caregiver = await signUp(stack, 'Rosa');
    const response = await submit(caregiver, { responses: responsesScoring(spread(31)) });
    const [crisis, level] = response.recommendations;
    const written = 'Ask one person for a two-hour break this week.';
    // As a check-in was stored before keys: its English texts only, one of them no longer a step.
    await assessmentDb().execute(
      sql`update assessments set recommendation_keys = null, recommendations = ${JSON.stringify([
        crisis,
        level,
        written,
      ])}::jsonb where id = ${response.id}`,
    );
    const one = await stack.call('getAssessment', {
      token: caregiver.token,
      params: { id: response.id },
    });
    expect(one.recommendations).toEqual([crisis, level, written]);
    expect(one.recommendationKeys).toEqual(['crisis', 'level.High', null]);
    expect((await history(caregiver))[0]?.recommendationKeys).toEqual(one.recommendationKeys);
  });

  it('keeps comments with their answers and lists the history newest first with each change', async () => {
    const caregiver = await signUp(stack, 'Hana');
    const first = responsesScoring(spread(10));
    first.sleep_disruption = {
      ...(first.sleep_disruption as object),
      comment: '  Dad is up twice a night  ',
    };
    const ids: string[] = [];
    for (const responses of [first, responsesScoring(spread(30)), responsesScoring(spread(20))]) {
      const response = await submit(caregiver, { responses });
      ids.push(response.id);
    }
    const list = await history(caregiver);
    expect(list.map((a) => [a.id, a.score, a.level, a.change])).toEqual([
      [ids[2], 50, 'Moderate', -25],
      [ids[1], 75, 'High', 50],
      [ids[0], 25, 'Mild', null],
    ]);
    const oldest = list[2];
    expect(oldest?.responses.sleep_disruption?.comment).toBe('Dad is up twice a night');
    expect(oldest?.responses.overwhelmed?.comment).toBeNull();
    expect(Object.keys(oldest?.responses ?? {}).sort()).toEqual(
      BurdenQuestions.map((q) => q.id).sort(),
    );
    expect(list[1]?.recommendations.some((text) => text.includes('1-800-677-1116'))).toBe(true);

    const one = await stack.call('getAssessment', {
      token: caregiver.token,
      params: { id: ids[1] ?? '' },
    });
    expect(one).toEqual(list[1]);
  });

  it('never shows one caregiver’s assessments to another', async () => {
    const owner = await signUp(stack, 'Iris');
    const other = await signUp(stack, 'Omar');
    const saved = await submit(owner, { responses: responsesScoring(spread(25)) });

    expect(await history(other)).toEqual([]);
    const peek = await stack.callExpectingError('getAssessment', {
      token: other.token,
      params: { id: saved.id },
    });
    expect(peek.status).toBe(404);
    expect(peek.body).toMatchObject({ message: 'We could not find that assessment.' });
    const notAnId = await stack.callExpectingError('getAssessment', {
      token: owner.token,
      params: { id: 'not-an-id' },
    });
    expect(notAnId.status).toBe(404);
    await stack.call('getAssessment', { token: owner.token, params: { id: saved.id } });
    expect((await history(owner)).map((a) => a.id)).toEqual([saved.id]);
  });

  it('refuses incomplete or inconsistent responses with a clear 400 and stores nothing', async () => {
    const caregiver = await signUp(stack, 'Ula');
    const complete = () => responsesScoring(spread(15));
    const missing = complete();
    delete missing.sleep_disruption;
    const cases: [RouteBody<'submitAssessment'>, string][] = [
      // Sent as `{}`: JSON leaves an undefined field out.
      [{ responses: undefined }, BurdenMessages.notAMap],
      [{ responses: [], score: 10 }, BurdenMessages.notAMap],
      [{ responses: {} }, BurdenMessages.missing(BurdenQuestions.map((q) => q.topic))],
      [{ responses: missing }, BurdenMessages.missing(['Sleep'])],
      [
        { responses: { ...complete(), stress: { value: 'most_days' } } },
        BurdenMessages.unknownQuestion('stress'),
      ],
      [
        { responses: { ...complete(), sleep_disruption: { value: 'sometimes', score: 2 } } },
        BurdenMessages.invalidOption('Sleep'),
      ],
      [
        { responses: { ...complete(), care_confidence: { score: 4 } } },
        BurdenMessages.notAnAnswer('Confidence in caring'),
      ],
      [
        {
          responses: {
            ...complete(),
            overwhelmed: { value: 'most_days', comment: 'x'.repeat(BURDEN_COMMENT_MAX_LENGTH + 1) },
          },
        },
        BurdenMessages.commentTooLong('Feeling overwhelmed'),
      ],
    ];
    for (const [body, message] of cases) {
      const response = await stack.callExpectingError('submitAssessment', {
        token: caregiver.token,
        body,
      });
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message,
      });
    }
    const notJson = await stack.api('POST', '/api/assessments', {
      token: caregiver.token,
      rawBody: '{"responses":',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await history(caregiver)).toEqual([]);
  });

  it('raises assessment.completed with the stored score and level', async () => {
    const caregiver = await signUp(stack, 'Nia');
    const saved = await submit(caregiver, { responses: responsesScoring(spread(31)), score: 3 });
    const event = await eventually(
      async () =>
        events.find(
          (e) => e.name === AssessmentCompleted.name && e.payload.assessmentId === saved.id,
        ),
      10_000,
      'assessment.completed',
    );
    expect(event.payload).toEqual({
      userId: caregiver.userId,
      assessmentId: saved.id,
      score: 78,
      level: 'High',
      completedAt: saved.completedAt,
    });
    // Notifications turns it into an in-app notification that reads as her result, not an alert.
    const inbox = await eventually(async () => {
      const page = await stack.call('listNotifications', { token: caregiver.token });
      return page.items.find((item) => item.title.startsWith('Your check-in result: 78'));
    });
    expect(inbox.title).toBe('Your check-in result: 78, High burden');
    expect(inbox.type).toBe('other');
  });

  it('documents its routes and their schemas at /api/docs', async () => {
    const docs = await stack.api<{ paths: Record<string, Record<string, unknown>> }>(
      'GET',
      '/api/docs/openapi.json',
    );
    expect(docs.status).toBe(200);
    expect(Object.keys(docs.body.paths['/api/assessments'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(JSON.stringify(docs.body.paths['/api/assessments'])).toContain('sleep_disruption');
    expect(docs.body.paths['/api/assessments/{id}']).toHaveProperty('get');
  });

  it('answers the coach’s request for the latest level', async () => {
    const rpc = stack.gateway.app.get(RpcClient);
    const caregiver = await signUp(stack, 'Kai');
    expect(await rpc.call(AssessmentRpc.latest, { userId: caregiver.userId })).toBeNull();
    await submit(caregiver, { responses: responsesScoring(spread(30)) });
    const latest = await submit(caregiver, { responses: responsesScoring(spread(12)) });
    expect(await rpc.call(AssessmentRpc.latest, { userId: caregiver.userId })).toEqual({
      score: 30,
      level: 'Mild',
      completedAt: latest.completedAt,
    });
  });

  it('erases every assessment when the account is deleted, and confirms it', async () => {
    const caregiver = await signUp(stack, 'Eve');
    const keeper = await signUp(stack, 'Ken');
    await submit(caregiver, { responses: responsesScoring(spread(22)) });
    await submit(caregiver, { responses: responsesScoring(spread(5)) });
    await submit(keeper, { responses: responsesScoring(spread(5)) });

    expect(await deleteAccount(stack, caregiver.token)).toBe(200);
    const erased = await eventually(
      async () =>
        events.find(
          (e) =>
            e.name === UserDataErased.name &&
            e.payload.userId === caregiver.userId &&
            e.payload.service === 'assessment',
        ),
      10_000,
      'account.user-data.erased from assessment',
    );
    expect(erased.payload.erasedAt).toEqual(expect.any(String));
    const count = async (userId: string) => {
      const { rows } = await assessmentDb().execute<{ n: number }>(
        sql`select count(*)::int as n from assessments where user_id = ${userId}`,
      );
      return rows[0]?.n;
    };
    expect(await count(caregiver.userId)).toBe(0);
    const { rows } = await assessmentDb().execute<{ n: number }>(
      sql`select count(*)::int as n from assessment_answers a
          left join assessments s on s.id = a.assessment_id where s.id is null`,
    );
    expect(rows[0]?.n).toBe(0);
    expect(await count(keeper.userId)).toBe(1);
  });
});
