import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { NotificationType } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { notifications } from '../database/schema';
import type { InboxPosition } from './inbox-cursor';

export type InboxRow = typeof notifications.$inferSelect;

export interface NewNotification {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  /** One notification per key: the event id and what it announces. */
  dedupeKey: string;
  /** The page it is about (InboxLinks), or null when there is nothing to open. */
  link: string | null;
}

@Injectable()
export class InboxRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async add(tx: DbExecutor, notification: NewNotification): Promise<void> {
    await tx
      .insert(notifications)
      .values({ id: randomUUID(), ...notification })
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
