import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ErrorCodes, IdentityRpc, type CrisisReferral, type RouteQuery } from '@tend/contracts';
import { DATABASE, RpcClient, type Database, type Logger } from '@tend/platform';
import { eventually, startOpenAiStub, type OpenAiStub } from '@tend/platform/testing';
import { deleteAccount, type SignedUpCaregiver, signUp, TestStack } from '@tend/test-stack';

/**
 * Crisis referrals counted for the yearly report (California SB 243), through the whole stack: a
 * message whose answer opens with crisis guidance adds one to its month's count for its kind (the
 * moderation second opinion's kinds included); an ordinary message and a resend add nothing; only
 * super administrators read the counts; nothing of a message or its sender is stored or answered.
 */

/** Everything a running process's logger writes from now on, kept instead of printed. */
function captureLogs(logger: Logger): string[] {
  const symbol = Object.getOwnPropertySymbols(logger).find((s) => s.description === 'pino.stream');
  if (!symbol) throw new Error('not a pino logger');
  const stream = (logger as unknown as Record<symbol, { write: (line: string) => boolean }>)[
    symbol
  ];
  const lines: string[] = [];
  stream.write = (line: string) => {
    lines.push(line);
    return true;
  };
  return lines;
}

const suicidal = 'I want to kill myself';
const collapsed = "Dad collapsed and isn't breathing";
const wandered = 'Mom has dementia and wandered off, we cant find her anywhere';
const ordinary = 'Mom wakes at 3am every night. What helps her settle?';
/** What the rules miss and the moderation stub flags as self-harm. */
const quietGoodbye = 'I keep giving my things away and writing letters to the grandkids';
const medicalKinds = ['breathing', 'unresponsive', 'medical'];

/**
 * `kind/level` → count, summed over the months: a crisis counts in the month it is sent (UTC), so a
 * difference of one month's rows broke when a month ended between the two readings.
 */
type Counts = Record<string, number>;

describe('coach: crisis referrals for the yearly report', () => {
  let stack: TestStack;
  let model: OpenAiStub;
  let maria: SignedUpCaregiver;
  let ada: SignedUpCaregiver;
  let chatId: string;
  let coachLogs: string[];
  const month = () => new Date().toISOString().slice(0, 7);
  const coachDb = () => stack.service('coach').app.get<Database>(DATABASE);

  const send = (content: string, clientMessageId?: string) =>
    stack.call('sendMessage', {
      token: maria.token,
      params: { id: chatId },
      body: { content, attachments: [], ...(clientMessageId && { clientMessageId }) },
    });
  type Months = RouteQuery<'crisisReferrals'>;
  const report = (query: Months = {}) => stack.call('crisisReferrals', { token: ada.token, query });
  const counts = async (): Promise<Counts> => {
    const totals: Counts = {};
    for (const { kind, level, count } of (await report()).referrals)
      totals[`${kind}/${level}`] = (totals[`${kind}/${level}`] ?? 0) + count;
    return totals;
  };
  /** What changed between two readings, `kind/level` → the difference. */
  const added = (before: Counts, after: Counts): Counts =>
    Object.fromEntries(
      Object.entries(after)
        .map(([key, n]) => [key, n - (before[key] ?? 0)] as const)
        .filter(([, n]) => n !== 0),
    );
  /** Waits until `key` has grown by `by` since `before`, and answers every change. */
  const untilAdded = async (before: Counts, key: string, by = 1): Promise<Counts> => {
    let changes: Counts = {};
    await eventually(
      async () => {
        changes = added(before, await counts());
        return (changes[key] ?? 0) >= by;
      },
      10_000,
      `${key} counted`,
    );
    return changes;
  };

  beforeAll(async () => {
    model = await startOpenAiStub();
    stack = await TestStack.start(['identity', 'notifications', 'email-worker']);
    const coach = await stack.startService('coach', {
      ...model.env,
      OPENAI_TIMEOUT_MS: '10000',
      LOG_LEVEL: 'info',
    });
    coachLogs = captureLogs(coach.logger);
    [maria, ada] = await Promise.all([signUp(stack, 'Maria'), signUp(stack, 'Ada')]);
    await stack.gateway.app
      .get(RpcClient)
      .call(IdentityRpc.grantRole, { email: ada.email, role: 'super_admin' });
    await eventually(
      async () => (await stack.callStatus('crisisReferrals', { token: ada.token })) === 200,
    );
    const chat = await stack.call('createConversation', {
      token: maria.token,
      body: { title: 'Tonight' },
    });
    chatId = chat.id;
  });
  beforeEach(() => {
    model.reply = () => ({ text: 'Here is a calm, practical idea to try.' });
    model.moderate = () => ({ flag: [] });
  });
  afterAll(async () => {
    await stack?.stop();
    await model?.stop();
  });

  it('starts with no counts: an empty report', async () => {
    expect(await report()).toEqual({ referrals: [] });
  });

  it('counts a suicidal message once, for its kind, in this month', async () => {
    const before = await counts();
    const sending = month();
    const answer = (await send(suicidal)).aiMessage;
    expect(answer.emergency).toBe(true);
    expect(await untilAdded(before, 'suicide/emergency')).toEqual({ 'suicide/emergency': 1 });
    // This month's, or the next one's should it have begun as the message went.
    const counted = (await report()).referrals.map((r) => r.month);
    expect(counted).toHaveLength(1);
    expect([sending, month()]).toContain(counted[0]);
  });

  it('counts a medical emergency for its kind', async () => {
    const before = await counts();
    expect((await send(collapsed)).aiMessage.emergency).toBe(true);
    let changes: Counts = {};
    await eventually(async () => {
      changes = added(before, await counts());
      return Object.keys(changes).length > 0;
    });
    expect(Object.keys(changes).length).toBeGreaterThan(0);
    for (const [key, n] of Object.entries(changes)) {
      expect(medicalKinds.map((kind) => `${kind}/emergency`)).toContain(key);
      expect(n).toBe(1);
    }
  });

  it('counts the kind the moderation second opinion added', async () => {
    model.moderate = (asked) =>
      asked.input === quietGoodbye ? { flag: ['self-harm', 'self-harm/intent'] } : { flag: [] };
    const before = await counts();
    expect((await send(quietGoodbye)).aiMessage.emergency).toBe(true);
    expect(await untilAdded(before, 'suicide/emergency')).toEqual({ 'suicide/emergency': 1 });
  });

  it('does not count an ordinary message', async () => {
    const before = await counts();
    expect((await send(ordinary)).aiMessage.emergency).toBe(false);
    // A crisis sent after it: once its count is in, the ordinary message's would be too.
    await send(wandered);
    expect(await untilAdded(before, 'missing_person/emergency')).toEqual({
      'missing_person/emergency': 1,
    });
  });

  it('counts a message once however often it is resent', async () => {
    const clientMessageId = randomUUID();
    const before = await counts();
    const first = await send(suicidal, clientMessageId);
    await untilAdded(before, 'suicide/emergency');
    const again = await send(suicidal, clientMessageId);
    expect(again.aiMessage.id).toBe(first.aiMessage.id);
    // A crisis of another kind sent after the resend: once its count is in, the resend's would be.
    await send(wandered);
    expect(await untilAdded(before, 'missing_person/emergency')).toEqual({
      'suicide/emergency': 1,
      'missing_person/emergency': 1,
    });
  });

  it('keeps nothing but month, kind, level and count: no words, no user id', async () => {
    const { rows: columns } = await coachDb().execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns
        where table_name = 'crisis_referrals' order by ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['month', 'kind', 'level', 'count']);

    const { rows } = await coachDb().execute(sql`select * from crisis_referrals`);
    const stored = JSON.stringify(rows);
    const answered = JSON.stringify(await report());
    expect(rows.length).toBeGreaterThan(0);
    for (const text of [stored, answered]) {
      for (const words of [
        suicidal,
        'kill myself',
        collapsed,
        'breathing',
        quietGoodbye,
        'grandkids',
        wandered,
        ordinary,
        maria.userId,
        maria.email,
        'Maria',
        ada.userId,
        chatId,
      ])
        // A kind may be named like a word of the message (`breathing`): only as a kind.
        expect(text.replace(/"kind":"[a-z_]+"/g, '').toLowerCase()).not.toContain(
          words.toLowerCase(),
        );
      expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i);
    }
    for (const row of (await report()).referrals)
      expect(Object.keys(row).sort()).toEqual(['count', 'kind', 'level', 'month']);
  });

  it('answers newest month first and only the months asked for', async () => {
    await coachDb().execute(
      sql`insert into crisis_referrals (month, kind, level, count)
        values ('2020-01', 'suicide', 'emergency', 4), ('2019-12', 'overdose', 'emergency', 2)`,
    );
    const all = (await report()).referrals;
    const months = all.map((r) => r.month);
    expect(months).toEqual([...months].sort().reverse());
    expect(months.at(-1)).toBe('2019-12');

    const january2020 = await report({ from: '2020-01', to: '2020-01' });
    expect(january2020.referrals).toEqual<CrisisReferral[]>([
      { month: '2020-01', kind: 'suicide', level: 'emergency', count: 4 },
    ]);
    expect((await report({ to: '2019-12' })).referrals).toEqual([
      { month: '2019-12', kind: 'overdose', level: 'emergency', count: 2 },
    ]);
    expect((await report({ from: '2099-01' })).referrals).toEqual([]);
  });

  it.each([
    ['?from=2026-13', 'from'],
    ['?to=November', 'to'],
    ['?from=2026-1', 'from'],
    ['?from=2026-11&to=2026-10', 'from'],
  ])('refuses %s with the usual error body', async (query, field) => {
    const answer = await stack.callExpectingError('crisisReferrals', {
      token: ada.token,
      query: Object.fromEntries(new URLSearchParams(query)),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      statusCode: 400,
      code: ErrorCodes.validation,
      error: 'Bad Request',
      field,
      message: expect.any(String),
    });
  });

  it('is for super administrators only', async () => {
    const asCaregiver = await stack.callExpectingError('crisisReferrals', { token: maria.token });
    expect(asCaregiver.status).toBe(403);
    expect(asCaregiver.body).toMatchObject({ statusCode: 403, code: ErrorCodes.forbidden });
    expect(JSON.stringify(asCaregiver.body)).not.toContain('referrals');
    const signedOut = await stack.callExpectingError('crisisReferrals');
    expect(signedOut.status).toBe(401);
  });

  it('never holds up an answer when a count cannot be written, and logs no words', async () => {
    await coachDb().execute(sql`alter table crisis_referrals rename to crisis_referrals_away`);
    try {
      coachLogs.length = 0;
      const answer = await send(suicidal);
      expect(answer.aiMessage.emergency).toBe(true);
      expect(answer.aiMessage.content).toContain('988');
      await eventually(async () => coachLogs.join('').includes('crisis referral not counted'));
      const logged = coachLogs.join('');
      expect(logged).toContain('suicide/emergency');
      expect(logged.toLowerCase()).not.toContain('kill myself');
      expect(logged).not.toContain(maria.userId);
    } finally {
      await coachDb().execute(sql`alter table crisis_referrals_away rename to crisis_referrals`);
    }
  });

  it('keeps the counts when the account whose messages they counted is deleted', async () => {
    const before = await report();
    expect(await deleteAccount(stack, maria.token)).toBe(200);
    await eventually(
      async () => {
        const { rows } = await coachDb().execute<{ n: string }>(
          sql`select count(*) as n from messages where user_id = ${maria.userId}`,
        );
        return Number(rows[0]?.n) === 0;
      },
      10_000,
      'messages erased',
    );
    expect(await report()).toEqual(before);
  });
});
