import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Pool } from 'pg';
import { FilesPath } from '@tend/contracts';
import { createPool, prepareDatabase, runMigrations } from '@tend/platform';
import { TestNamespace } from '@tend/platform/testing';
import { parseAttachment } from '../src/files/attachment-refs';
import { MessagesRepository, toChatMessage } from '../src/messages/messages.repository';

const migrations = path.join(__dirname, '../migrations');
const fileId = '3f0e6a3c-1d2b-4c5d-8e9f-0a1b2c3d4e5f';
const otherId = '66666666-7777-4888-9999-aaaaaaaaaaaa';

/** The migrations as they were before attachments were structured. */
async function migrationsBefore(tag: string): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'coach-migrations-'));
  await cp(migrations, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));
  await rm(path.join(folder, `${tag}.sql`));
  return folder;
}

describe('migration 0006: attachments from text[] to jsonb (real PostgreSQL)', () => {
  const namespace = new TestNamespace();
  const url = namespace.databaseUrl('coach');
  const userId = randomUUID();
  const conversationId = randomUUID();
  let pool: Pool;
  let before: string;

  const oldRows: [string, string[]][] = [
    [
      randomUUID(),
      [
        `${FilesPath}/${otherId}|plan.pdf`,
        `${FilesPath}/${fileId}|Mom's labs (2).pdf`,
        // Not one of the current code's own values: each is kept whole, answered as it was.
        `https://tend.care${FilesPath}/${fileId.toUpperCase()}|a.txt`,
        `${FilesPath}/${fileId}|b|c.txt`,
        '/z',
      ],
    ],
    [randomUUID(), []],
  ];

  beforeAll(async () => {
    before = await migrationsBefore('0006_structured_attachments');
    await prepareDatabase(url, before);
    pool = createPool(url, { max: 2 });
    await pool.query(`insert into conversations (id, user_id, title) values ($1, $2, 'Labs')`, [
      conversationId,
      userId,
    ]);
    for (const [i, [id, attachments]] of oldRows.entries())
      await pool.query(
        `insert into messages (id, conversation_id, user_id, role, content, attachments, created_at)
         values ($1, $2, $3, 'user', 'hi', $4::text[], now() + make_interval(secs => $5))`,
        [id, conversationId, userId, attachments, i],
      );
    await runMigrations(pool, migrations);
  }, 60_000);
  afterAll(async () => {
    await pool?.end();
    await rm(before, { recursive: true, force: true });
    await namespace.cleanup();
  });

  it('splits each value the current code writes, keeps every other whole, in order', async () => {
    const { rows } = await pool.query<{ attachments: unknown }>(
      'select attachments from messages order by created_at',
    );
    expect(rows.map((row) => row.attachments)).toEqual([
      [
        { fileId: otherId, filename: 'plan.pdf' },
        { fileId, filename: "Mom's labs (2).pdf" },
        { verbatim: `https://tend.care${FilesPath}/${fileId.toUpperCase()}|a.txt` },
        { verbatim: `${FilesPath}/${fileId}|b|c.txt` },
        { verbatim: '/z' },
      ],
      [],
    ]);
  });

  it('answers every migrated message with exactly the strings it was saved with', async () => {
    const messages = new MessagesRepository(drizzle({ client: pool }));
    const answered = (await messages.list(userId, conversationId)).map(toChatMessage);
    expect(answered.map((message) => message.attachments)).toEqual(oldRows.map(([, a]) => a));
  });

  it('answers a message saved now with the strings it was sent with', async () => {
    const messages = new MessagesRepository(drizzle({ client: pool }));
    const sent = [`${FilesPath}/${fileId}|note.txt`, `${FilesPath}/${otherId}|scan.png`];
    const saved = await messages.insert(drizzle({ client: pool }), {
      id: randomUUID(),
      conversationId,
      userId,
      role: 'user',
      content: 'new',
      attachments: sent.flatMap((value) => parseAttachment(value) ?? []),
    });
    expect(toChatMessage(saved).attachments).toEqual(sent);
    const read = await messages.find(userId, saved.id);
    expect(read && toChatMessage(read).attachments).toEqual(sent);
  });
});
