import { Client } from 'pg';
import { BurdenQuestions, type RouteBody } from '@tend/contracts';
import {
  FixtureSite,
  DiscoveryCalls,
  type SignedUpCaregiver,
  signUp,
  signUpSuperAdmin,
  TestStack,
} from '@tend/test-stack';
import { eventually, startOpenAiStub, type OpenAiStub } from '@tend/platform/testing';
import { restartRabbitMq, restartRedis } from './backing-services';
import { deadLetters } from './dead-letters';
import { TendProcess } from './processes';

type Json = Record<string, unknown>;
const libraryPages = 60;

/** The same middle answer to every question: a valid assessment. */
const responses = Object.fromEntries(
  BurdenQuestions.map((q) => {
    const option = q.options[1] ?? q.options[0];
    return [q.id, { value: option.value, score: option.score }];
  }),
);

/**
 * Faults in the middle of care work: coach messages while the coach is killed, assessments while
 * the assessment service is killed and RabbitMQ restarts, a crawl while its worker is killed and
 * Redis restarts, circle updates and task reminders while care-circle is killed and RabbitMQ
 * restarts. Afterwards every acknowledged write is there once, every event was applied once,
 * the crawl finished with each page stored once, and no dead letter is left.
 */
describe('faults in the middle of care work', () => {
  let stack: TestStack;
  let model: OpenAiStub;
  let site: FixtureSite;
  let caregiver: SignedUpCaregiver;
  let admin: DiscoveryCalls;
  let processes: Record<
    'coach' | 'assessment' | 'crawlWorker' | 'careCircle' | 'notifications' | 'emailWorker',
    TendProcess
  >;
  let member: SignedUpCaregiver;
  const counts: Record<string, number> = {};

  async function query<T>(database: string, sql: string, values: unknown[] = []): Promise<T[]> {
    const client = new Client({ connectionString: stack.ns.databaseUrl(database) });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  const call = (method: string, path: string, body?: unknown) =>
    stack.api<Json>(method, path, { token: caregiver.token, body }).catch(() => ({ status: 0 }));

  /** Starts it again as soon as it is gone (kill9 resolves once the process has exited). */
  async function restart(process: TendProcess): Promise<void> {
    await process.kill9();
    process.start();
  }

  /** `size` calls one after another, with `fault` striking after the first third. */
  async function burst(
    size: number,
    fault: () => Promise<void>,
    send: (i: number) => Promise<{ status: number }>,
  ): Promise<number[]> {
    const acknowledged: number[] = [];
    for (let i = 0; i < size; i += 1) {
      if (i === Math.floor(size / 3)) await fault();
      const { status } = await send(i);
      if (status >= 200 && status < 300) acknowledged.push(i);
    }
    return acknowledged;
  }

  /**
   * The caregiver's new recipient, in a circle whose time zone is in the middle of its day (no
   * reminder waits for the morning, no quiet hours hold one), with the member as family.
   * `offset` is that zone's hours ahead of UTC.
   */
  async function midDayCircle(body: RouteBody<'createRecipient'>) {
    const recipient = await stack.call('createRecipient', { token: caregiver.token, body });
    await eventually(
      async () => (await call('GET', `/api/recipients/${recipient.id}/circle`)).status === 200,
      60_000,
      'the care-circle service',
    );
    const offset = 12 - new Date().getUTCHours();
    const timeZone =
      offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
    const inCircle = { token: caregiver.token, params: { id: recipient.id } };
    await stack.call('updateCircle', { ...inCircle, body: { timeZone } });
    const { token } = await stack.call('createInvitation', {
      ...inCircle,
      body: { role: 'family' },
    });
    await stack.call('acceptInvitation', { token: member.token, params: { token } });
    return { recipient, offset };
  }

  beforeAll(async () => {
    [model, site] = await Promise.all([
      startOpenAiStub(),
      FixtureSite.start({ crawlDelay: 0.1, libraryPages }),
    ]);
    model.reply = () => ({ text: 'Take a short break; you are doing a lot.' });
    stack = await TestStack.start(['identity', 'care-profile', 'discovery'], {
      ...model.env,
      DISCOVERY_ALLOW_PRIVATE_NETWORKS: 'true',
      DISCOVERY_MAX_REQUESTS_PER_MINUTE: '60000',
      DISCOVERY_JOB_LOCK_SECONDS: '2',
      EMAIL_SWEEP_AFTER_SECONDS: '3',
      LOG_LEVEL: 'error',
    });
    const built = (name: string, script: string, database = name) =>
      new TendProcess(name, script, stack.processEnv(name, database, { HEALTH_PORT: '0' }));
    processes = {
      coach: built('coach', 'services/coach/dist/main.js'),
      assessment: built('assessment', 'services/assessment/dist/main.js'),
      crawlWorker: built('crawl-worker', 'services/discovery/dist/crawl-worker.js', 'discovery'),
      notifications: built('notifications', 'services/notifications/dist/main.js'),
      emailWorker: built(
        'email-worker',
        'services/notifications/dist/email-worker.js',
        'notifications',
      ),
      careCircle: new TendProcess(
        'care-circle',
        'services/care-circle/dist/main.js',
        stack.processEnv('care-circle', 'care-circle', {
          HEALTH_PORT: '0',
          REMINDER_SWEEP_SECONDS: '1',
        }),
      ),
    };
    for (const process of Object.values(processes)) process.start();
    await eventually(() => stack.ns.consuming('notifications'), 60_000, 'notifications');
    [caregiver, admin, member] = await Promise.all([
      signUp(stack, 'Rosa'),
      signUpSuperAdmin(stack, 'Ada').then((who) => new DiscoveryCalls(stack, who)),
      signUp(stack, 'Tomas'),
    ]);
    await eventually(
      async () => (await call('GET', '/api/chat/conversations')).status === 200,
      60_000,
      'the coach',
    );
    await eventually(
      async () => (await call('GET', '/api/assessments')).status === 200,
      60_000,
      'the assessment service',
    );
  }, 180_000);

  afterAll(async () => {
    await Promise.all(Object.values(processes ?? {}).map((p) => p.stop()));
    await stack?.stop();
    await Promise.all([model?.stop(), site?.stop()]);
  });

  it('coach messages: every answered message is stored once, across a kill -9 of the coach', async () => {
    const conversation = await call('POST', '/api/chat/conversations', { title: 'Nights' });
    const id = (conversation as { body: Json }).body.id as string;
    const acknowledged = await burst(
      15,
      () => restart(processes.coach),
      (i) => call('POST', `/api/chat/conversations/${id}/messages`, { content: `Question ${i}` }),
    );
    const stored = await query<{ content: string; n: number }>(
      'coach',
      `select content, count(*)::int as n from messages where role = 'user' group by content`,
    );
    counts['coach: messages answered'] = acknowledged.length;
    counts['coach: messages stored twice'] = stored.filter((row) => row.n > 1).length;
    expect(acknowledged.length).toBeGreaterThanOrEqual(10);
    for (const i of acknowledged) expect(stored.map((r) => r.content)).toContain(`Question ${i}`);
    expect(counts['coach: messages stored twice']).toBe(0);
  });

  it('assessments: each acknowledged one is stored once and its event applied once, across a kill -9 and a RabbitMQ restart', async () => {
    const submit = () => call('POST', '/api/assessments', { responses });
    const first = await burst(9, () => restart(processes.assessment), submit);
    const second = await burst(9, restartRabbitMq, submit);
    const stored = await query<{ id: string }>(
      'assessment',
      'select id from assessments where user_id = $1',
      [caregiver.userId],
    );
    counts['assessments acknowledged'] = first.length + second.length;
    counts['assessments stored'] = stored.length;
    // Answers lost in transit (a 5xx to the person) may or may not have been stored; none twice.
    expect(stored.length).toBeGreaterThanOrEqual(first.length + second.length);
    expect(stored.length).toBeLessThanOrEqual(18);
    const notices = await eventually(async () => {
      const rows = await query<{ dedupe_key: string }>(
        'notifications',
        `select dedupe_key from notifications where user_id = $1 and dedupe_key like '%.assessment'`,
        [caregiver.userId],
      );
      return rows.length >= stored.length ? rows : undefined;
    }, 60_000);
    counts['assessment notices in the inbox'] = notices.length;
    expect(notices).toHaveLength(stored.length);
    const [coachView] = await query<{ burden_level: string | null }>(
      'coach',
      'select burden_level from caregivers where user_id = $1',
      [caregiver.userId],
    );
    expect(coachView?.burden_level).toEqual(expect.any(String));
  });

  it('a crawl finishes with each page stored once, across a kill -9 of its worker and a Redis restart', async () => {
    const sourceId = await admin.approvedSource({
      name: 'Library',
      baseUrl: `${site.url}/library/`,
      category: 'Library',
      robotsTxtCompliant: true,
      crawlDepth: 1,
    });
    site.reset();
    const libraryHits = () => site.paths().filter((p) => /^\/library\/\d+$/.test(p)).length;
    const jobId = await admin.crawl(sourceId);
    await eventually(async () => libraryHits() >= 10, 30_000, 'the crawl to be under way');
    await restart(processes.crawlWorker);
    const hitsAtRedisRestart = await eventually(
      async () => (libraryHits() >= 25 ? libraryHits() : undefined),
      60_000,
      'the crawl to go on after the worker came back',
    );
    await restartRedis();
    const job = await admin.finished(jobId, 120_000);
    counts['crawl: pages fetched when Redis restarted'] = hitsAtRedisRestart;
    counts['crawl: attempts'] = job.attempts;
    expect(job).toMatchObject({ status: 'completed', urlsProcessed: libraryPages + 4 });

    const [documents] = await query<{ n: number; distinct_urls: number }>(
      'discovery',
      `select count(*)::int as n, count(distinct canonical_url)::int as distinct_urls
         from documents where source_id = $1`,
      [sourceId],
    );
    const published = await query<{ n: number }>(
      'discovery',
      `select count(*)::int as n from outbox where event_name = 'discovery.document.published'
          and payload->>'sourceId' = $1 group by payload->>'documentId'`,
      [sourceId],
    );
    counts['crawl: documents'] = documents?.n ?? 0;
    counts['crawl: documents published twice'] = published.filter((row) => row.n > 1).length;
    expect(documents).toEqual({ n: libraryPages + 4, distinct_urls: libraryPages + 4 });
    expect(published).toHaveLength(libraryPages + 4);
    expect(counts['crawl: documents published twice']).toBe(0);
  });

  it('care circle: each update and task reminder is stored once and told once, across a kill -9 of care-circle and a RabbitMQ restart', async () => {
    const { recipient, offset } = await midDayCircle({
      name: 'Mom',
      relationship: 'parent',
      conditions: ['dementia'],
    });
    const circlePath = `/api/recipients/${recipient.id}`;

    // Updates: each one stored once, and its notice in the member's inbox once.
    const post = (round: string) => (i: number) =>
      call('POST', `${circlePath}/updates`, { text: `How Mom is, ${round} ${i}` });
    const posted = [
      ...(await burst(9, () => restart(processes.careCircle), post('a'))).map((i) => `a ${i}`),
      ...(await burst(9, restartRabbitMq, post('b'))).map((i) => `b ${i}`),
    ];
    const updates = await query<{ text: string; n: number }>(
      'care-circle',
      'select text, count(*)::int as n from updates group by text',
    );
    counts['circle: updates acknowledged'] = posted.length;
    counts['circle: updates stored'] = updates.length;
    counts['circle: updates stored twice'] = updates.filter((row) => row.n > 1).length;
    for (const which of posted)
      expect(updates.map((row) => row.text)).toContain(`How Mom is, ${which}`);
    expect(counts['circle: updates stored twice']).toBe(0);
    const updateNotices = await eventually(async () => {
      const rows = await query<{ dedupe_key: string }>(
        'notifications',
        `select dedupe_key from notifications where user_id = $1 and dedupe_key like '%.circle-update.%'`,
        [member.userId],
      );
      return rows.length >= updates.length ? rows : undefined;
    }, 60_000);
    counts['circle: update notices in the inbox'] = updateNotices.length;
    expect(updateNotices).toHaveLength(updates.length);

    // Task reminders: tasks due within the hour, swept every second while care-circle is killed.
    const soon = (i: number) => {
      const at = new Date(Date.now() + (40 + i) * 60_000 + offset * 3_600_000);
      return at.toISOString().slice(0, 16);
    };
    const give = (i: number) =>
      call('POST', `${circlePath}/tasks`, {
        kind: 'visit',
        title: `Visit ${i}`,
        startsAt: soon(i),
        assigneeUserId: member.userId,
      });
    const given = await burst(9, () => restart(processes.careCircle), give);
    const tasks = await query<{ id: string }>('care-circle', 'select id from tasks');
    counts['circle: tasks acknowledged'] = given.length;
    counts['circle: tasks stored'] = tasks.length;
    expect(tasks.length).toBeGreaterThanOrEqual(given.length);
    const reminders = await eventually(async () => {
      const rows = await query<{ dedupe_key: string }>(
        'notifications',
        `select dedupe_key from notifications where user_id = $1 and dedupe_key like 'circle-reminder.%'`,
        [member.userId],
      );
      return rows.length >= tasks.length ? rows : undefined;
    }, 60_000);
    const sent = await query<{ n: number }>(
      'care-circle',
      `select count(*)::int as n from outbox where event_name = 'care-circle.task.reminder-due'
          group by payload->>'taskId'`,
    );
    counts['circle: reminders in the inbox'] = reminders.length;
    counts['circle: reminders raised twice'] = sent.filter((row) => row.n > 1).length;
    expect(reminders).toHaveLength(tasks.length);
    expect(sent).toHaveLength(tasks.length);
    expect(counts['circle: reminders raised twice']).toBe(0);
  });

  it('medicines: each dose reminder is raised once and told once, across a kill -9 of care-circle and a Redis restart at the dose’s minute', async () => {
    const { recipient, offset } = await midDayCircle({
      name: 'Dad',
      relationship: 'parent',
      conditions: ['diabetes'],
    });
    const path = `/api/recipients/${recipient.id}`;

    // Three medicines due at the next whole minute after a margin, three at the one after.
    const dueAt = (minutesAhead: number) => {
      const at = new Date(Date.now() + offset * 3_600_000);
      at.setUTCSeconds(0, 0);
      at.setUTCMinutes(at.getUTCMinutes() + minutesAhead);
      return at;
    };
    const first = dueAt(new Date().getUTCSeconds() < 40 ? 1 : 2);
    const second = new Date(first.getTime() + 60_000);
    const hhmm = (at: Date) => at.toISOString().slice(11, 16);
    for (const [i, at] of [first, first, first, second, second, second].entries()) {
      const { status } = await call('POST', `${path}/medications`, {
        name: `Medicine ${i}`,
        dose: { amount: 1, unit: 'tablet' },
        schedule: { kind: 'scheduled', times: [hhmm(at)] },
      });
      expect(status).toBe(201);
    }
    const wallClock = (at: Date) => at.getTime() - offset * 3_600_000;
    const until = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
    // care-circle killed just as the first minute's sweep runs, Redis just as the second's.
    await until(wallClock(first) - Date.now() + 300);
    await restart(processes.careCircle);
    await until(wallClock(second) - Date.now() + 300);
    await restartRedis();

    const told = await eventually(async () => {
      const rows = await query<{ user_id: string }>(
        'notifications',
        `select user_id from notifications where dedupe_key like 'circle-dose-reminder.%'`,
      );
      return rows.length >= 12 ? rows : undefined;
    }, 90_000);
    const raised = await query<{ n: number }>(
      'care-circle',
      `select count(*)::int as n from outbox where event_name = 'care-circle.dose.reminder-due'
          group by payload->>'medicationId', payload->>'userId'`,
    );
    counts['medicines: dose reminders in the inboxes'] = told.length;
    counts['medicines: dose reminders raised twice'] = raised.filter((row) => row.n > 1).length;
    // Six doses, each to the owner and her family member: twelve, never more.
    expect(told).toHaveLength(12);
    expect(raised).toHaveLength(12);
    expect(counts['medicines: dose reminders raised twice']).toBe(0);
  });

  it('medicines: each missed dose is told once to each of the family, in the inbox and by e-mail, across a kill -9 of notifications and of the e-mail worker', async () => {
    const { recipient, offset } = await midDayCircle({
      name: 'Mum',
      relationship: 'parent',
      conditions: ['dementia'],
    });
    // Doses due half an hour ago on the circle's clock, missed a quarter of an hour after.
    const due = new Date(Date.now() + offset * 3_600_000 - 30 * 60_000).toISOString().slice(11, 16);
    const medicationIds: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const created = await call('POST', `/api/recipients/${recipient.id}/medications`, {
        name: `Pill ${i}`,
        dose: { amount: 1, unit: 'tablet' },
        schedule: { kind: 'scheduled', times: [due] },
        missedAfterMinutes: 15,
      });
      expect(created.status).toBe(201);
      medicationIds.push(String((created as { body: Json }).body.id));
    }
    const noticesOf = (kind: string) =>
      query<{ user_id: string }>(
        'notifications',
        `select user_id from notifications where dedupe_key like $1 and split_part(dedupe_key, '.', 2) = any($2)`,
        [`${kind}.%`, medicationIds],
      );
    // Tend tells nobody of a dose due before the medicine was added: these were added this
    // morning. Notifications is killed once it has begun telling the circle, the e-mail worker
    // once the first missed-dose e-mail is out.
    await query(
      'care-circle',
      `update medications set created_at = now() - interval '2 hours' where recipient_id = $1`,
      [recipient.id],
    );
    await eventually(async () => (await noticesOf('circle-dose-reminder')).length > 0, 60_000);
    await restart(processes.notifications);
    await stack.mail.waitFor((m) => m.subject === 'A dose has not been logged', 90_000);
    await restart(processes.emailWorker);

    const family = [caregiver.email, member.email];
    const missedMail = () =>
      stack.mail.messages().filter((m) => m.subject === 'A dose has not been logged');
    await eventually(
      async () =>
        (await noticesOf('circle-dose-missed')).length >= 8 &&
        family.every((email) => missedMail().filter((m) => m.to.includes(email)).length >= 4),
      90_000,
      'every missed dose told to the owner and her family member',
    );
    await eventually(
      async () =>
        (await query('notifications', `select 1 from email_deliveries where status = 'queued'`))
          .length === 0,
      90_000,
      'every e-mail delivery to be settled',
    );
    const missed = await noticesOf('circle-dose-missed');
    const emails = new Set(missedMail().map((m) => m.headers['message-id']));
    counts['medicines: missed-dose notices in the inboxes'] = missed.length;
    counts['medicines: missed-dose e-mails'] = emails.size;
    counts['medicines: SMTP repeats of one missed-dose e-mail'] = missedMail().length - emails.size;
    // Four doses missed, each told to the owner and her family member: eight, never more.
    expect(missed).toHaveLength(8);
    expect(emails.size).toBe(8);
    for (const who of [caregiver, member])
      expect(missed.filter((row) => row.user_id === who.userId)).toHaveLength(4);
  });

  it('leaves no dead letter behind', async () => {
    counts['dead letters'] = await deadLetters(stack.ns, [
      'identity',
      'notifications',
      'care-profile',
      'coach',
      'assessment',
      'discovery',
      'care-circle',
    ]);
    process.stdout.write(`\ncare-work faults: ${JSON.stringify(counts, null, 2)}\n`);
    expect(counts['dead letters']).toBe(0);
  });
});
