import { Inject, Injectable } from '@nestjs/common';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { files } from '../database/schema';

export type FileRow = typeof files.$inferSelect;

const live = (userId: string) => and(eq(files.userId, userId), isNull(files.deletedAt));

@Injectable()
export class FilesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Claims an upload id once and for all: undefined when it was used before (even if deleted since). */
  async claim(
    tx: DbExecutor,
    row: { id: string; userId: string; kind: string; contentType: string; size: number },
  ): Promise<FileRow | undefined> {
    const [claimed] = await tx.insert(files).values(row).onConflictDoNothing().returning();
    return claimed;
  }

  async find(
    userId: string,
    id: string,
    executor: DbExecutor = this.db,
  ): Promise<FileRow | undefined> {
    const [row] = await executor
      .select()
      .from(files)
      .where(and(live(userId), eq(files.id, id)));
    return row;
  }

  /** The user's live files among `ids` that are free or already in this conversation. */
  async attachable(
    executor: DbExecutor,
    userId: string,
    ids: string[],
    conversationId: string,
  ): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return executor
      .select()
      .from(files)
      .where(
        and(
          live(userId),
          inArray(files.id, ids),
          or(isNull(files.conversationId), eq(files.conversationId, conversationId)),
        ),
      );
  }

  /** The user's live files among `ids` that belong to this conversation. */
  async inConversation(userId: string, conversationId: string, ids: string[]): Promise<FileRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(files)
      .where(and(live(userId), inArray(files.id, ids), eq(files.conversationId, conversationId)));
  }

  async attach(
    tx: DbExecutor,
    userId: string,
    attachments: { id: string; filename: string }[],
    conversationId: string,
  ): Promise<void> {
    for (const { id, filename } of attachments) {
      await tx
        .update(files)
        .set({ conversationId, filename: sql`coalesce(${files.filename}, ${filename})` })
        .where(and(live(userId), eq(files.id, id)));
    }
  }

  /** Marks a conversation's files deleted (tombstones) and answers their ids, for their bytes to go. */
  async deleteForConversation(
    tx: DbExecutor,
    userId: string,
    conversationId: string,
  ): Promise<string[]> {
    const rows = await tx
      .update(files)
      .set({ deletedAt: new Date(), conversationId: null })
      .where(and(live(userId), eq(files.conversationId, conversationId)))
      .returning({ id: files.id });
    return rows.map((row) => row.id);
  }

  async deleteAllFor(tx: DbExecutor, userId: string): Promise<void> {
    await tx.delete(files).where(eq(files.userId, userId));
  }
}
