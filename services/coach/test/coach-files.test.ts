import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eventually, startOpenAiStub, type OpenAiStub } from '@tend/platform/testing';
import { signUploadUrl } from '@tend/gateway';
import { deleteAccount, type SignedUpCaregiver, signUp, TestStack } from '@tend/test-stack';

const signingSecret = randomBytes(32).toString('hex');
const pdfMagic = Buffer.from('%PDF-1.4\n');

describe('coach attachments', () => {
  let stack: TestStack;
  let model: OpenAiStub;
  let uploadDir: string;
  let maria: SignedUpCaregiver;
  let omar: SignedUpCaregiver;

  async function uploadUrl(who: SignedUpCaregiver): Promise<string> {
    const grant = await stack.call('requestUpload', { token: who.token });
    expect(Date.parse(grant.expiresAt)).toBeGreaterThan(Date.now());
    return grant.uploadURL;
  }
  const put = (url: string, bytes: Buffer, type = 'application/octet-stream') =>
    fetch(`${stack.url}${url}`, { method: 'PUT', headers: { 'content-type': type }, body: bytes });
  const filesOnDisk = async (userId: string) =>
    readdir(path.join(uploadDir, userId)).catch(() => [] as string[]);
  const pathOf = (url: string) => url.split('?')[0];

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'tend-uploads-'));
    model = await startOpenAiStub();
    stack = await TestStack.start(['identity', 'notifications', 'email-worker', 'coach'], {
      ...model.env,
      UPLOAD_DIR: uploadDir,
      UPLOAD_SIGNING_SECRET: signingSecret,
    });
    [maria, omar] = [await signUp(stack, 'Maria'), await signUp(stack, 'Omar')];
  });
  afterAll(async () => {
    await stack?.stop();
    await model?.stop();
    await rm(uploadDir, { recursive: true, force: true });
  });

  it('stores a file encrypted, gives its text to the model, and serves it to its owner only', async () => {
    const url = await uploadUrl(maria);
    const note = Buffer.from('Medication log: Mom took lisinopril at 8am. Blood pressure 142/90.');
    const stored = await put(url, note, 'text/plain');
    expect(stored.status).toBe(200);
    expect(await stored.json()).toMatchObject({
      path: pathOf(url),
      contentType: 'text/plain; charset=utf-8',
    });
    const [onDisk] = await filesOnDisk(maria.userId);
    expect(onDisk).toBe(pathOf(url).split('/').pop());

    const chat = await stack.call('createConversation', { token: maria.token, body: {} });
    const inChat = { params: { id: chat.id } };
    const sent = await stack.call('sendMessage', {
      ...inChat,
      token: maria.token,
      body: { content: '', attachments: [`${pathOf(url)}|mom-log.txt`] },
    });
    expect(sent.userMessage).toMatchObject({
      content: '📎 File attached',
      attachments: [`${pathOf(url)}|mom-log.txt`],
    });
    const question = model.requests[model.requests.length - 1]?.messages.at(-1)?.content;
    expect(String(question)).toContain('Blood pressure 142/90');
    expect(String(question)).toContain('mom-log.txt');

    // A follow-up without the file: the model still reads it, with the question it came with.
    await stack.call('sendMessage', {
      ...inChat,
      token: maria.token,
      body: { content: 'Is that reading too high for her?' },
    });
    const asked = model.requests[model.requests.length - 1]?.messages ?? [];
    expect(asked.at(-1)?.content).toBe('Is that reading too high for her?');
    const earlier = asked.filter((m) => m.role === 'user').slice(0, -1);
    expect(earlier.map((m) => String(m.content))).toEqual([
      expect.stringMatching(/^📎 File attached\n\n--- Attached file "mom-log.txt" ---\n.*142\/90/s),
    ]);

    const mine = await fetch(`${stack.url}${pathOf(url)}`, {
      headers: { authorization: `Bearer ${maria.token}` },
    });
    expect(mine.status).toBe(200);
    expect(Buffer.from(await mine.arrayBuffer())).toEqual(note);
    expect(mine.headers.get('content-disposition')).toContain('mom-log.txt');
    const theirs = await fetch(`${stack.url}${pathOf(url)}`, {
      headers: { authorization: `Bearer ${omar.token}` },
    });
    expect(theirs.status).toBe(404);
    const sneaky = await stack.callExpectingError('sendMessage', {
      ...inChat,
      token: omar.token,
      body: { content: 'x', attachments: [`${pathOf(url)}|x.txt`] },
    });
    expect(sneaky.status).toBe(404);

    await stack.call('deleteConversation', { ...inChat, token: maria.token });
    expect(
      (
        await fetch(`${stack.url}${pathOf(url)}`, {
          headers: { authorization: `Bearer ${maria.token}` },
        })
      ).status,
    ).toBe(404);
    expect(await filesOnDisk(maria.userId)).toEqual([]);
  });

  it('refuses a used, expired, forged or oversized upload, and a file whose content lies', async () => {
    const url = await uploadUrl(maria);
    expect(
      (await put(url, Buffer.concat([pdfMagic, Buffer.from('1 0 obj')]), 'application/pdf')).status,
    ).toBe(200);
    const again = await put(url, Buffer.from('hello again'), 'text/plain');
    expect(again.status).toBe(409);

    const expired = signUploadUrl(signingSecret, {
      fileId: randomUUID(),
      userId: maria.userId,
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    expect((await put(expired, Buffer.from('late'), 'text/plain')).status).toBe(410);
    const forged = (await uploadUrl(maria)).replace(maria.userId, omar.userId);
    expect((await put(forged, Buffer.from('mine now'), 'text/plain')).status).toBe(403);

    const big = await put(
      await uploadUrl(maria),
      Buffer.alloc(10 * 1024 * 1024 + 1, 0x41),
      'text/plain',
    );
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ message: 'Please select a file smaller than 10 MB.' });

    const program = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), randomBytes(64)]);
    const lying = await put(await uploadUrl(maria), program, 'application/pdf');
    expect(lying.status).toBe(415);
    expect(await lying.json()).toMatchObject({ message: expect.stringContaining('not supported') });
    expect((await put(await uploadUrl(maria), Buffer.alloc(0), 'image/png')).status).toBe(415);
  });

  it("erases a deleted account's conversations, messages and files", async () => {
    const carla = await signUp(stack, 'Carla');
    const url = await uploadUrl(carla);
    await put(url, Buffer.from('a note'), 'text/plain');
    const [chat] = await stack.call('listConversations', { token: carla.token });
    await stack.call('sendMessage', {
      params: { id: chat.id },
      token: carla.token,
      body: { content: 'hello', attachments: [`${pathOf(url)}|note.txt`] },
    });
    expect(await filesOnDisk(carla.userId)).toHaveLength(1);
    expect(await deleteAccount(stack, carla.token)).toBe(200);
    await eventually(
      async () => (await filesOnDisk(carla.userId)).length === 0,
      10_000,
      'files erased',
    );
    const { DATABASE } = await import('@tend/platform');
    const { sql } = await import('drizzle-orm');
    const db = stack
      .service('coach')
      .app.get<{ execute: (q: unknown) => Promise<{ rows: { n: number }[] }> }>(DATABASE);
    await eventually(
      async () => {
        const { rows } = await db.execute(
          sql`select (select count(*) from conversations where user_id = ${carla.userId})
          + (select count(*) from messages where user_id = ${carla.userId})
          + (select count(*) from files where user_id = ${carla.userId}) as n`,
        );
        return Number(rows[0]?.n) === 0;
      },
      10_000,
      'rows erased',
    );
  });
});
