import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import { dataExportKey, signDataExportLink } from '@tend/gateway';
import {
  type CaregiverData,
  everyService,
  giveDataToEveryService,
  type SignedUpCaregiver,
  signUp,
  TestStack,
} from '@tend/test-stack';

interface ExportFile {
  account: { email: string; firstName: string; lastName: string };
  profile: { name: string };
  careRecipients: { name: string }[];
  communicationPreferences: unknown;
  eligibilityResults: { programType: string }[];
  conversations: { title: string; messages: { content: string; attachments: string[] }[] }[];
  assessments: { answers: unknown[] }[];
  notifications: { title: string }[];
  emailPreferences: unknown;
  supportRequests: { subject: string }[];
  careCircles: { recipientName: string; role: string }[];
  circleUpdates: { text: string }[];
}

describe('download my data', () => {
  let stack: TestStack;
  let uploadDir: string;
  let owner: SignedUpCaregiver;
  let other: SignedUpCaregiver;
  let ownerData: CaregiverData;
  let otherData: CaregiverData;

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'tend-export-'));
    stack = await TestStack.start(everyService, {
      UPLOAD_DIR: uploadDir,
      FEATURE_ELIGIBILITY_ENABLED: 'true',
      DATA_EXPORT_SWEEP_MS: '300',
    });
    owner = await signUp(stack, 'Philippa', 'Quennell');
    other = await signUp(stack, 'Bartholomew', 'Ostrander');
    ownerData = await giveDataToEveryService(stack, owner, 'Philippa Quennell', 'Rosalind');
    otherData = await giveDataToEveryService(stack, other, 'Bartholomew Ostrander', 'Ignatius');
  });
  afterAll(async () => {
    await stack?.stop();
    await rm(uploadDir, { recursive: true, force: true });
  });

  const status = async (person: SignedUpCaregiver) =>
    (await stack.call('latestDataExport', { token: person.token })).export;

  it('gathers the owner’s data from every service into one file, announced in the app and by e-mail, with nothing of anyone else', async () => {
    expect(await status(owner)).toBeNull();
    const asked = await stack.call('requestDataExport', { token: owner.token });
    expect(asked.export).toMatchObject({ status: 'gathering', downloadUrl: null });

    const ready = await eventually(
      async () => {
        const current = await status(owner);
        return current?.status === 'ready' ? current : false;
      },
      60_000,
      'the copy to be ready within a minute',
    );
    expect(Date.parse(ready.expiresAt ?? '') - Date.parse(ready.readyAt ?? '')).toBe(24 * 3600_000);
    expect(ready.downloadUrl).toMatch(/^\/api\/account\/data-export\/[0-9a-f-]+\/download\?/);

    await eventually(
      async () =>
        (await stack.call('listNotifications', { token: owner.token })).items.some(
          (item) => item.title === 'Your copy of your data is ready',
        ),
      15_000,
      'the in-app notification',
    );
    const mail = await stack.mail.waitFor(
      (m) => m.to.includes(owner.email) && m.subject === 'Your copy of your Tend data is ready',
      15_000,
    );
    expect(mail.links.some((href) => href.endsWith('/settings#download-data'))).toBe(true);

    const download = await fetch(`${stack.url}${ready.downloadUrl}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="tend-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const text = await download.text();
    const file = JSON.parse(text) as ExportFile;

    expect(file.account).toMatchObject({
      email: owner.email,
      firstName: 'Philippa',
      lastName: 'Quennell',
    });
    expect(file.profile.name).toBe(ownerData.name);
    expect(file.careRecipients.map((r) => r.name)).toEqual([ownerData.recipientName]);
    expect(file.communicationPreferences).not.toBeNull();
    expect(file.eligibilityResults.map((r) => r.programType)).toEqual(['medicaid_pas']);
    expect(file.conversations).toHaveLength(1);
    expect(file.conversations[0]?.messages[0]).toMatchObject({
      content: ownerData.question,
      attachments: [ownerData.attachmentName],
    });
    expect(file.assessments).toHaveLength(1);
    expect(file.assessments[0]?.answers).toHaveLength(10);
    expect(file.notifications.length).toBeGreaterThan(0);
    expect(file.emailPreferences).not.toBeNull();
    expect(file.supportRequests.map((r) => r.subject)).toEqual([`From ${ownerData.name}`]);
    expect(file.careCircles).toMatchObject([
      { recipientName: ownerData.recipientName, role: 'owner' },
    ]);
    expect(file.circleUpdates.map((u) => u.text)).toEqual([
      `${ownerData.name} here: ${ownerData.recipientName} had a calm day.`,
    ]);

    for (const trace of [
      other.email,
      other.userId,
      'Bartholomew',
      'Ostrander',
      otherData.recipientName,
      otherData.attachmentName,
    ])
      expect(text).not.toContain(trace);
  });

  it('opens only for its owner, and a tampered or expired link is a clear 4xx', async () => {
    const current = await status(owner);
    const url = current?.downloadUrl ?? '';
    expect(url).not.toBe('');
    const get = (link: string, token?: string) =>
      fetch(`${stack.url}${link}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const answer = async (response: Response) => ({
      status: response.status,
      message: ((await response.json()) as { message?: string }).message,
    });

    expect((await get(url)).status).toBe(401);
    expect(await answer(await get(url, other.token))).toEqual({
      status: 403,
      message: 'This download link is not valid. Open Settings and download your data there.',
    });
    const tampered = url.replace(
      /signature=(.)/,
      (_m, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`,
    );
    expect((await answer(await get(tampered, owner.token))).status).toBe(403);
    const stretched = url.replace(/expires=\d+/, (m) => `${m}0`);
    expect((await answer(await get(stretched, owner.token))).status).toBe(403);

    // A link the gateway signed for the owner, whose day has passed.
    const key = dataExportKey(stack.secrets.UPLOAD_SIGNING_SECRET);
    const expired = signDataExportLink(key, {
      exportId: current?.id ?? '',
      userId: owner.userId,
      expires: Math.floor(Date.now() / 1000) - 60,
    });
    expect(await answer(await get(expired, owner.token))).toEqual({
      status: 410,
      message: 'This download link has expired. Ask for a new copy in Settings.',
    });
    // The other person asking for the owner's copy by its id learns nothing from identity either.
    const theirs = signDataExportLink(key, {
      exportId: current?.id ?? '',
      userId: other.userId,
      expires: Math.floor(Date.now() / 1000) + 60,
    });
    expect((await answer(await get(theirs, other.token))).status).toBe(404);
    expect((await get(url, owner.token)).status).toBe(200);
  });

  it('deletes a copy whose download has expired on its own schedule, without a new request', async () => {
    const identityDb = stack.service('identity').app.get<Database>(DATABASE);
    const copies = async () =>
      (
        await identityDb.execute<{ id: string }>(
          sql`select id from data_exports where user_id = ${other.userId}`,
        )
      ).rows;
    await stack.call('requestDataExport', { token: other.token });
    await eventually(async () => (await status(other))?.status === 'ready', 30_000, 'the copy');
    expect(await copies()).toHaveLength(1);
    // Its day passes.
    await identityDb.execute(
      sql`update data_exports set expires_at = now() - interval '1 minute' where user_id = ${other.userId}`,
    );
    await eventually(async () => (await copies()).length === 0, 10_000, 'the sweep');
    expect(await status(other)).toBeNull();
  });
});
