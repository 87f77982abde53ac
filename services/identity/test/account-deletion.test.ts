import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { ErrorCodes } from '@tend/contracts';
import { DATABASE, OutboxRelay, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import {
  deleteAccount,
  everyService,
  giveDataToEveryService,
  quiet,
  signUp,
  TestStack,
} from '@tend/test-stack';

const services = everyService;

/**
 * Tables that keep the deletion saga itself: an id and timestamps, no personal data. Every
 * service's `erased_subjects` (the erased account's id, kept a week so late messages are dropped)
 * is one too.
 */
const sagaRecords = new Set(['identity.account_deletions', 'identity.erasure_confirmations']);

interface Hit {
  service: string;
  table: string;
  column: string;
}

/** Every place in a service's database where the user's id or address still appears. */
async function traces(
  service: string,
  db: Database,
  userId: string,
  email: string,
): Promise<Hit[]> {
  const { rows: columns } = await db.execute<{
    table_name: string;
    column_name: string;
    data_type: string;
  }>(sql`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = 'public' and data_type in ('uuid', 'text', 'jsonb', 'character varying')`);
  const hits: Hit[] = [];
  for (const { table_name: table, column_name: column, data_type: type } of columns) {
    if (sagaRecords.has(`${service}.${table}`) || table === 'erased_subjects') continue;
    const probe =
      type === 'uuid'
        ? sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}::uuid limit 1`
        : sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${email}%`} or ${sql.identifier(column)}::text like ${`%${userId}%`} limit 1`;
    if ((await db.execute(probe)).rows.length > 0) hits.push({ service, table, column });
  }
  return hits;
}

describe('deleting an account', () => {
  let stack: TestStack;
  let uploadDir: string;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'tend-deletion-'));
    stack = await TestStack.start(services, {
      UPLOAD_DIR: uploadDir,
      FEATURE_ELIGIBILITY_ENABLED: 'true',
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('leaves nothing of the caregiver in any service or in file storage, even with a service down at the time', async () => {
    const caregiver = await signUp(stack, 'Delia');
    // Profile, recipient Pedro (dementia), a check-in ("hard week"), a support request, and a
    // conversation asking how to help Pedro sleep, with an attached file.
    await giveDataToEveryService(stack, caregiver, 'Delia Ruiz', 'Pedro');
    expect((await readdir(path.join(uploadDir, caregiver.userId))).length).toBeGreaterThan(0);

    await stack.stopService('coach');
    expect(await deleteAccount(stack, caregiver.token)).toBe(200);
    // A notice of what happened, to the address the account had, naming nothing of their care.
    const notice = await stack.mail.waitFor(
      (m) => m.to.includes(caregiver.email) && m.subject === 'Your Tend account was deleted',
      15_000,
    );
    expect(notice.text).toContain('Your Tend account was just deleted');
    for (const personal of ['Delia', 'Ruiz', 'Trenton', 'Pedro', 'dementia', 'hard week', 'sleep'])
      expect(`${notice.text}${notice.html}`).not.toContain(personal);
    const identityDb = stack.service('identity').app.get<Database>(DATABASE);
    const completed = async () =>
      (
        await identityDb.execute<{ completed_at: Date | null }>(
          sql`select completed_at from account_deletions where user_id = ${caregiver.userId}`,
        )
      ).rows[0]?.completed_at;
    // Everything else has done its part; the stopped coach's confirmation is what is missing.
    await quiet(stack);
    expect(await completed()).toBeNull();
    await stack.startService('coach', { UPLOAD_DIR: uploadDir });
    await eventually(completed, 30_000, 'every service to confirm the erasure');

    // Published events are kept an hour for diagnosis, then deleted: do that now (again until the
    // last relay has marked its confirmation published).
    const remaining = async () => {
      const found: Hit[] = [];
      for (const name of services.filter((s) => s !== 'email-worker')) {
        await stack.service(name).app.get(OutboxRelay).purgePublished(0);
        found.push(
          ...(await traces(
            name,
            stack.service(name).app.get<Database>(DATABASE),
            caregiver.userId,
            caregiver.email,
          )),
        );
      }
      return found;
    };
    const left = await eventually(
      async () => {
        const found = await remaining();
        return found.length === 0 ? found : false;
      },
      10_000,
      'nothing of the caregiver to remain',
    ).catch(async () => remaining());
    expect(left).toEqual([]);
    await expect(readdir(path.join(uploadDir, caregiver.userId))).rejects.toThrow();
  });

  it('deletes nothing and says why when the password is wrong; never without one', async () => {
    const caregiver = await signUp(stack, 'Wanda');
    const as = { token: caregiver.token };
    const wrong = await stack.callExpectingError('deleteAccount', {
      ...as,
      body: { currentPassword: 'Not4MyPassword!' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      // A code of its own, which the web app says in the reader's language.
      code: ErrorCodes.passwordIncorrect,
      message: 'Your password is not right, so nothing was deleted. Please check it and try again.',
    });
    // No body at all, which the route's contract does not allow.
    const missing = await stack.api('DELETE', '/api/auth/account', as);
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ message: 'Please enter your current password' });
    await stack.call('currentUser', as);
    await quiet(stack);
    const notices = stack.mail
      .messages()
      .filter(
        (m) => m.to.includes(caregiver.email) && m.subject === 'Your Tend account was deleted',
      );
    expect(notices).toEqual([]);
  });
});
