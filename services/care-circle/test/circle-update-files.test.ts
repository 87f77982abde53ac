import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { CareCircleDataExport, UpdateFilesService, type CareCircleConfig } from '@tend/care-circle';
import { CONFIG, DATABASE, type Database } from '@tend/platform';
import { eventually } from '@tend/platform/testing';
import {
  deleteAccount,
  uploadUpdateFile,
  type SignedUpCaregiver,
  type TestStack,
} from '@tend/test-stack';
import { startCircleOfRoles, type Actor } from './support/circle-of-roles';

const data = (name: string) => readFileSync(path.join(__dirname, 'data', name));
const garden = data('garden.png');

describe('a photo or file on a circle update, through the gateway', () => {
  let stack: TestStack;
  let people: Record<Actor, SignedUpCaregiver>;
  let recipientId: string;
  const circleApp = () => stack.service('care-circle').app;
  const circleDb = () => circleApp().get<Database>(DATABASE);
  /** Where care-circle keeps a file's (encrypted) bytes. */
  const storedAt = (fileId: string) =>
    path.join(circleApp().get<CareCircleConfig>(CONFIG).CIRCLE_UPLOAD_DIR, recipientId, fileId);

  async function upload(actor: Actor, name: string, bytes: Buffer) {
    return uploadUpdateFile(stack, { token: people[actor].token, recipientId, name, bytes });
  }

  /** An update by `actor` with `file`: its id and the file's id. */
  async function postWith(actor: Actor, text: string, name = 'garden.png', bytes = garden) {
    const uploaded = await upload(actor, name, bytes);
    expect(uploaded.status).toBe(201);
    const fileId = String(uploaded.body.fileId);
    const update = await stack.call('postUpdate', {
      token: people[actor].token,
      params: { id: recipientId },
      body: { text, fileId },
    });
    return { updateId: update.id, fileId, update };
  }

  async function download(actor: Actor, updateId: string) {
    return fetch(`${stack.url}/api/recipients/${recipientId}/updates/${updateId}/file`, {
      headers: { authorization: `Bearer ${people[actor].token}` },
    });
  }

  beforeAll(async () => {
    ({ stack, people, recipientId } = await startCircleOfRoles({
      name: 'Dad',
      relationship: 'parent',
      conditions: ['dementia'],
    }));
  }, 60_000);
  afterAll(async () => stack?.stop());

  it('keeps a posted photo encrypted, and shows it with the post to every member', async () => {
    const { updateId, fileId, update } = await postWith('family', 'Dad in the garden today.');
    expect(update.file).toEqual({
      name: 'garden.png',
      contentType: 'image/png',
      size: garden.length,
      photo: true,
    });
    const sealed = readFileSync(storedAt(fileId));
    expect(sealed.includes(garden.subarray(0, 8))).toBe(false);
    expect(sealed.length).toBeGreaterThan(garden.length);

    const feed = await stack.call('listUpdates', {
      token: people.helper.token,
      params: { id: recipientId },
    });
    expect(feed.find((u) => u.id === updateId)?.file?.name).toBe('garden.png');
    for (const actor of ['owner', 'organizer', 'family', 'helper'] as const) {
      const response = await download(actor, updateId);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await response.arrayBuffer()).equals(garden)).toBe(true);
    }
  });

  it('gives the file to nobody outside the circle: a stranger, a removed member, no session', async () => {
    const { updateId } = await postWith('owner', 'New glasses.');
    for (const actor of ['stranger', 'removed'] as const) {
      const response = await download(actor, updateId);
      expect(response.status).toBe(404);
      expect(((await response.json()) as { message: string }).message).toBe(
        'We could not find that care circle.',
      );
    }
    const anonymous = await fetch(
      `${stack.url}/api/recipients/${recipientId}/updates/${updateId}/file`,
    );
    expect(anonymous.status).toBe(401);
  });

  it('takes HEIC and PDF as files to open, and refuses bad input with a sentence', async () => {
    const heic = await upload('family', 'IMG_0042.HEIC', data('iphone-photo.heic'));
    expect(heic.body).toMatchObject({ contentType: 'image/heic', photo: false });
    const pdf = await upload('family', 'Discharge notes.pdf', data('discharge-notes.pdf'));
    expect(pdf.body).toMatchObject({ contentType: 'application/pdf', photo: false });

    const refusals = [
      await upload('family', 'notes.txt', data('notes.txt')),
      await upload('family', 'empty.png', Buffer.alloc(0)),
      await upload('family', 'huge.png', Buffer.concat([garden, Buffer.alloc(11 * 1024 * 1024)])),
      await upload('family', '', garden),
      await upload('helper', 'garden.png', garden),
    ];
    expect(refusals.map((r) => [r.status, r.body.message])).toEqual([
      [
        415,
        'This file type is not supported. Please add a photo (JPEG, PNG, WebP or HEIC) or a PDF.',
      ],
      [400, 'Please choose a photo or file to add.'],
      [413, 'Please select a file smaller than 10 MB.'],
      [400, 'Please give the file a name of 1 to 200 characters.'],
      [403, expect.stringMatching(/\.$/)],
    ]);
  });

  it('posts a file only once, and only its own uploader', async () => {
    const { fileId } = await postWith('family', 'Lunch with Dad.');
    const again = await stack.callExpectingError('postUpdate', {
      token: people.family.token,
      params: { id: recipientId },
      body: { text: 'Same photo again.', fileId },
    });
    const uploaded = await upload('family', 'garden.png', garden);
    const byAnother = await stack.callExpectingError('postUpdate', {
      token: people.organizer.token,
      params: { id: recipientId },
      body: { text: 'Her photo as mine.', fileId: String(uploaded.body.fileId) },
    });
    for (const refused of [again, byAnother])
      expect([refused.status, refused.body.message]).toEqual([
        400,
        'We could not find that file. Please add it again.',
      ]);
  });

  it('removes the bytes with the post', async () => {
    const { updateId, fileId } = await postWith('family', 'A blurry one.');
    expect(existsSync(storedAt(fileId))).toBe(true);
    await stack.call('deleteUpdate', {
      token: people.family.token,
      params: { id: recipientId, updateId },
    });
    expect(existsSync(storedAt(fileId))).toBe(false);
    expect((await download('owner', updateId)).status).toBe(404);
  });

  it('removes an upload never posted after a day, and it cannot be posted then', async () => {
    const uploaded = await upload('family', 'garden.png', garden);
    const fileId = String(uploaded.body.fileId);
    const sweep = (hoursLater: number) =>
      circleApp()
        .get(UpdateFilesService)
        .sweepUnposted(new Date(Date.now() + hoursLater * 3600_000));
    await sweep(23);
    expect(existsSync(storedAt(fileId))).toBe(true);
    expect(await sweep(25)).toBeGreaterThanOrEqual(1);
    expect(existsSync(storedAt(fileId))).toBe(false);
    const refused = await stack.callExpectingError('postUpdate', {
      token: people.family.token,
      params: { id: recipientId },
      body: { text: 'Too late.', fileId },
    });
    expect(refused.status).toBe(400);
  });

  it("lists the person's own files by name in her copy of her data", async () => {
    await postWith(
      'organizer',
      'The discharge papers.',
      'Discharge notes.pdf',
      data('discharge-notes.pdf'),
    );
    const part = await new CareCircleDataExport().read(circleDb(), people.organizer.userId);
    expect(part.circleUpdateFiles).toEqual([
      expect.objectContaining({ name: 'Discharge notes.pdf', contentType: 'application/pdf' }),
    ]);
  });

  it("erases a member's files with her account, and a closed circle's with its owner's", async () => {
    const family = await postWith('family', 'Before I go.');
    const owner = await postWith('owner', 'Still here.');
    const { rows } = await circleDb().execute(
      sql`select id from update_files where uploaded_by = ${people.family.userId}`,
    );
    const familyFiles = (rows as { id: string }[]).map((row) => row.id);
    expect(familyFiles).toContain(family.fileId);

    expect(await deleteAccount(stack, people.family.token)).toBe(200);
    await eventually(
      async () => familyFiles.every((id) => !existsSync(storedAt(id))),
      20_000,
      "the family member's files gone",
    );
    expect(existsSync(storedAt(owner.fileId))).toBe(true);

    expect(await deleteAccount(stack, people.owner.token)).toBe(200);
    const circleFolder = path.dirname(storedAt(owner.fileId));
    await eventually(async () => !existsSync(circleFolder), 20_000, "the circle's folder gone");
    // The bytes go first, then the rows, in the erasure's commit.
    await eventually(
      async () => {
        const left = await circleDb().execute(sql`select count(*)::int as n from update_files`);
        return (left.rows as { n: number }[])[0]?.n === 0;
      },
      20_000,
      "the circle's file rows gone",
    );
  });
});
