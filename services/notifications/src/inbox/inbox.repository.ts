import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import { DefaultLanguage, type Language } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { notifications, type NoticeWords } from '../database/schema';
import type { LocalizedNotice } from './localized-notice';
import type { InboxPosition } from './inbox-cursor';

export type InboxRow = typeof notifications.$inferSelect;

export interface NewNotification extends LocalizedNotice {
  userId: string;
  /** One notification per key: the event id and what it announces. */
  dedupeKey: string;
  /** The page it is about (InboxLinks), or null when there is nothing to open. */
  link: string | null;
}

/** A stored notice's words in the reader's language (English for one stored before Spanish). */
export function wordsFor(row: InboxRow, language: Language): NoticeWords {
  return (
    row.translations?.[language] ??
    row.translations?.[DefaultLanguage] ?? {
      title: row.title,
      message: row.message,
    }
  );
}

@Injectable()
export class InboxRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Stores the notice in every language: the English in title and message, all in translations. */
  async add(tx: DbExecutor, { words, ...notification }: NewNotification): Promise<void> {
    await tx
      .insert(notifications)
      .values({ id: randomUUID(), ...notification, ...words.en, translations: words })
      .onConflictDoNothing();
  }

  /** A page of the owner's notifications, newest first, after `position` when given. */
  async page(userId: string, limit: number, position?: InboxPosition): Promise<InboxRow[]> {
    const after = position
      ? or(
          lt(notifications.createdAt, position.createdAt),
          and(eq(notifications.createdAt, position.createdAt), lt(notifications.id, position.id)),
        )
      : undefined;
    return this.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), after))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  }

  async unreadCount(userId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  /** False when the notification is not the owner's (or does not exist): the caller answers 404. */
  async markRead(userId: string, notificationId: string): Promise<boolean> {
    const rows = await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  }

  async markAllRead(userId: string): Promise<void> {
    await this.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  }

  async deleteFor(tx: DbExecutor, userId: string): Promise<void> {
    await tx.delete(notifications).where(eq(notifications.userId, userId));
  }
}
