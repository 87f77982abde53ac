import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { comments, hearts, updateFiles, updates } from '../database/schema';

export type UpdateRow = typeof updates.$inferSelect;
export type CommentRow = typeof comments.$inferSelect;

export interface StoredUpdate extends UpdateRow {
  comments: CommentRow[];
  file: typeof updateFiles.$inferSelect | undefined;
  hearts: number;
  heartedByYou: boolean;
}

/** All SQL of updates, their comments and hearts. Every read is by the circle's id. */
@Injectable()
export class UpdatesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The circle's newest updates (50), or one of them, as `viewer` sees them. */
  async ofCircle(recipientId: string, viewer: string, updateId?: string): Promise<StoredUpdate[]> {
    const rows = await this.db
      .select()
      .from(updates)
      .where(
        and(
          eq(updates.recipientId, recipientId),
          updateId === undefined ? undefined : eq(updates.id, updateId),
        ),
      )
      .orderBy(desc(updates.createdAt), desc(updates.id))
      .limit(50);
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const [commentRows, heartCounts, mine, files] = await Promise.all([
      this.db
        .select()
        .from(comments)
        .where(inArray(comments.updateId, ids))
        .orderBy(asc(comments.createdAt), asc(comments.id)),
      this.db
        .select({ updateId: hearts.updateId, n: count() })
        .from(hearts)
        .where(inArray(hearts.updateId, ids))
        .groupBy(hearts.updateId),
      this.db
        .select({ updateId: hearts.updateId })
        .from(hearts)
        .where(and(inArray(hearts.updateId, ids), eq(hearts.userId, viewer))),
      this.db.select().from(updateFiles).where(inArray(updateFiles.updateId, ids)),
    ]);
    return rows.map((row) => ({
      ...row,
      comments: commentRows.filter((comment) => comment.updateId === row.id),
      hearts: heartCounts.find((heart) => heart.updateId === row.id)?.n ?? 0,
      heartedByYou: mine.some((heart) => heart.updateId === row.id),
      file: files.find((file) => file.updateId === row.id),
    }));
  }

  async find(recipientId: string, updateId: string): Promise<UpdateRow | undefined> {
    const [row] = await this.db
      .select()
      .from(updates)
      .where(and(eq(updates.recipientId, recipientId), eq(updates.id, updateId)));
    return row;
  }

  async create(tx: DbExecutor, update: typeof updates.$inferInsert): Promise<void> {
    await tx.insert(updates).values(update);
  }

  async delete(tx: DbExecutor, recipientId: string, updateId: string): Promise<void> {
    await tx
      .delete(updates)
      .where(and(eq(updates.recipientId, recipientId), eq(updates.id, updateId)));
  }

  async comment(tx: DbExecutor, comment: typeof comments.$inferInsert): Promise<void> {
    await tx.insert(comments).values(comment);
  }

  async setHeart(tx: DbExecutor, updateId: string, userId: string, hearted: boolean) {
    if (hearted) await tx.insert(hearts).values({ updateId, userId }).onConflictDoNothing();
    else
      await tx.delete(hearts).where(and(eq(hearts.updateId, updateId), eq(hearts.userId, userId)));
  }
}
