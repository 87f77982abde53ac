import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Conversation } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { conversations } from '../database/schema';

export type ConversationRow = typeof conversations.$inferSelect;

export function toConversation(row: ConversationRow): Conversation {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
  };
}

const activity = sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`;
const owned = (userId: string, id: string) =>
  and(eq(conversations.userId, userId), eq(conversations.id, id));

@Injectable()
export class ConversationsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Latest activity first: the last message, or the creation when there is none. */
  async list(userId: string, executor: DbExecutor = this.db): Promise<ConversationRow[]> {
    return executor
      .select()
      .from(conversations)
      .where(eq(conversations.userId, userId))
      .orderBy(desc(activity), desc(conversations.id));
  }

  /** With `forUpdate`, holds the row until the transaction ends (one message at a time). */
  async find(
    userId: string,
    id: string,
    executor: DbExecutor = this.db,
    forUpdate = false,
  ): Promise<ConversationRow | undefined> {
    const query = executor.select().from(conversations).where(owned(userId, id));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  }

  /** Serialises a user's "create one if there is none" so two tabs never make two welcomes. */
  async lockUser(tx: DbExecutor, userId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`coach:${userId}`}))`);
  }

  async create(
    executor: DbExecutor,
    row: { id: string; userId: string; title: string; createdAt: Date },
  ): Promise<ConversationRow> {
    const [created] = await executor.insert(conversations).values(row).returning();
    return created;
  }

  async rename(userId: string, id: string, title: string): Promise<ConversationRow | undefined> {
    const [row] = await this.db
      .update(conversations)
      .set({ title })
      .where(owned(userId, id))
      .returning();
    return row;
  }

  /** Records a message's time, and the title it set when it was the first one. */
  async touch(
    tx: DbExecutor,
    userId: string,
    id: string,
    at: Date,
    title?: string,
  ): Promise<ConversationRow | undefined> {
    const [row] = await tx
      .update(conversations)
      .set(title ? { lastMessageAt: at, title } : { lastMessageAt: at })
      .where(owned(userId, id))
      .returning();
    return row;
  }

  /** Its messages go with it (foreign key cascade). */
  async delete(tx: DbExecutor, userId: string, id: string): Promise<ConversationRow | undefined> {
    const [row] = await tx.delete(conversations).where(owned(userId, id)).returning();
    return row;
  }

  async deleteAllFor(tx: DbExecutor, userId: string): Promise<void> {
    await tx.delete(conversations).where(eq(conversations.userId, userId));
  }
}
