import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChatMessage, FeedbackReason, FeedbackValue } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { messages } from '../database/schema';
import { attachmentString } from '../files/attachment-refs';

export type MessageRow = typeof messages.$inferSelect;
export type NewMessage = typeof messages.$inferInsert;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    role: row.role,
    content: row.content,
    attachments: row.attachments.map(attachmentString),
    createdAt: row.createdAt.toISOString(),
    userFeedback: row.feedback ?? null,
    feedback: row.feedback ?? null,
    feedbackReason: row.feedbackReason ?? null,
    sources: row.sources,
    offline: row.offline,
    emergency: row.emergency,
  };
}

const inConversation = (userId: string, conversationId: string) =>
  and(eq(messages.userId, userId), eq(messages.conversationId, conversationId));

@Injectable()
export class MessagesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async list(userId: string, conversationId: string): Promise<MessageRow[]> {
    return this.db
      .select()
      .from(messages)
      .where(inConversation(userId, conversationId))
      .orderBy(asc(messages.createdAt), asc(messages.id));
  }

  /** The newest `limit` messages, oldest first (the model's window). */
  async recent(userId: string, conversationId: string, limit: number): Promise<MessageRow[]> {
    const rows = await this.db
      .select()
      .from(messages)
      .where(inConversation(userId, conversationId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit);
    return rows.reverse();
  }

  async count(tx: DbExecutor, userId: string, conversationId: string): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(inConversation(userId, conversationId));
    return row?.n ?? 0;
  }

  async last(
    tx: DbExecutor,
    userId: string,
    conversationId: string,
  ): Promise<MessageRow | undefined> {
    const [row] = await tx
      .select()
      .from(messages)
      .where(inConversation(userId, conversationId))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(1);
    return row;
  }

  async insert(executor: DbExecutor, row: NewMessage): Promise<MessageRow> {
    const [inserted] = await executor.insert(messages).values(row).returning();
    return inserted;
  }

  /**
   * Inserts a question unless its client id was used already by this user (the unique index makes
   * a concurrent insert of the same id wait for the first to commit, then do nothing).
   */
  async insertQuestion(executor: DbExecutor, row: NewMessage): Promise<MessageRow | undefined> {
    const [inserted] = await executor
      .insert(messages)
      .values(row)
      .onConflictDoNothing({ target: [messages.userId, messages.clientMessageId] })
      .returning();
    return inserted;
  }

  async findByClientId(
    executor: DbExecutor,
    userId: string,
    clientMessageId: string,
  ): Promise<MessageRow | undefined> {
    const [row] = await executor
      .select()
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.clientMessageId, clientMessageId)));
    return row;
  }

  /** The answer saved for a question, if any. */
  async answerTo(userId: string, questionId: string): Promise<MessageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.replyTo, questionId)))
      .orderBy(asc(messages.createdAt))
      .limit(1);
    return row;
  }

  /**
   * Takes the question to answer it, until `until`: only when it has no answer and nobody else is
   * answering it (or whoever was stopped without letting go, their time being up).
   */
  async claim(userId: string, questionId: string, until: Date): Promise<MessageRow | undefined> {
    const answer = alias(messages, 'answer');
    const [row] = await this.db
      .update(messages)
      .set({ answeringUntil: until })
      .where(
        and(
          eq(messages.userId, userId),
          eq(messages.id, questionId),
          or(isNull(messages.answeringUntil), lt(messages.answeringUntil, sql`now()`)),
          notExists(
            this.db
              .select({ one: sql`1` })
              .from(answer)
              .where(eq(answer.replyTo, questionId)),
          ),
        ),
      )
      .returning();
    return row;
  }

  /** Lets go of a question that was not answered (the model failed), so a resend may try again. */
  async release(executor: DbExecutor, userId: string, questionId: string): Promise<void> {
    await executor
      .update(messages)
      .set({ answeringUntil: null })
      .where(and(eq(messages.userId, userId), eq(messages.id, questionId)));
  }

  async setFeedback(
    userId: string,
    messageId: string,
    feedback: FeedbackValue,
    reason: FeedbackReason | null,
  ): Promise<MessageRow | undefined> {
    const [row] = await this.db
      .update(messages)
      .set({ feedback, feedbackReason: reason, feedbackAt: new Date() })
      .where(and(eq(messages.userId, userId), eq(messages.id, messageId)))
      .returning();
    return row;
  }

  async find(userId: string, messageId: string): Promise<MessageRow | undefined> {
    const [row] = await this.db
      .select()
      .from(messages)
      .where(and(eq(messages.userId, userId), eq(messages.id, messageId)));
    return row;
  }

  async deleteAllFor(tx: DbExecutor, userId: string): Promise<void> {
    await tx.delete(messages).where(eq(messages.userId, userId));
  }
}
