import { sql } from 'drizzle-orm';
import { DATABASE, PlatformMetrics, type Database, type RunningService } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import { quiet, TestStack } from '@tend/test-stack';

/** Sum of a counter's values in one process's registry (optionally for one label value). */
async function counted(
  service: RunningService<unknown>,
  metric: string,
  label?: [string, string],
): Promise<number> {
  const found = await service.app.get(PlatformMetrics).registry.getSingleMetric(metric)?.get();
  return (found?.values ?? [])
    .filter((value) => !label || value.labels[label[0]] === label[1])
    .reduce((sum, value) => sum + value.value, 0);
}

describe('two replicas of a service and two workers', () => {
  let stack: TestStack;
  let replicas: { api: RunningService<unknown>[]; workers: RunningService<unknown>[] };

  beforeAll(async () => {
    stack = await TestStack.start(['identity', 'notifications', 'email-worker']);
    replicas = {
      api: [stack.service('notifications'), await stack.startReplica('notifications')],
      workers: [stack.service('email-worker'), await stack.startReplica('email-worker')],
    };
  });
  afterAll(async () => stack?.stop());

  it('share a burst of work, and nothing is done twice', async () => {
    const emails = Array.from({ length: 40 }, (_, i) => `burst${i}.${Date.now()}@example.com`);
    await Promise.all(
      emails.map((email) =>
        stack.call('sendVerification', {
          body: { email, firstName: 'Bea', lastName: 'Burst' },
        }),
      ),
    );
    await eventually(
      async () => emails.every((email) => stack.mail.messages().some((m) => m.to.includes(email))),
      30_000,
      'every e-mail',
    );
    await quiet(stack);

    for (const email of emails)
      expect(stack.mail.messages().filter((m) => m.to.includes(email))).toHaveLength(1);
    const db = stack.service('notifications').app.get<Database>(DATABASE);
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from email_deliveries where status = 'sent'`,
    );
    expect(rows[0]?.n).toBe(emails.length);

    const eventsPerReplica = await Promise.all(
      replicas.api.map((replica) =>
        counted(replica, 'tend_events_consumed_total', ['outcome', 'applied']),
      ),
    );
    const jobsPerWorker = await Promise.all(
      replicas.workers.map((worker) => counted(worker, 'tend_jobs_completed_total')),
    );
    expect(eventsPerReplica.reduce((a, b) => a + b, 0)).toBe(emails.length);
    expect(jobsPerWorker.reduce((a, b) => a + b, 0)).toBe(emails.length);
    for (const share of [...eventsPerReplica, ...jobsPerWorker]) expect(share).toBeGreaterThan(0);
  });
});
