import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { calendarFeeds, tasks } from '../database/schema';
import type { TaskRow } from '../tasks/tasks.repository';

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;

/** All SQL of members' calendar feeds: found by the hash of their token only. */
@Injectable()
export class CalendarFeedsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** The member's one feed of the circle, replacing any earlier one (whose address stops working). */
  async replace(tx: DbExecutor, recipientId: string, userId: string, hash: string): Promise<void> {
    await this.revoke(tx, recipientId, userId);
    await tx.insert(calendarFeeds).values({ tokenHash: hash, recipientId, userId });
  }

  async revoke(tx: DbExecutor, recipientId: string, userId: string): Promise<void> {
    await tx
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.recipientId, recipientId), eq(calendarFeeds.userId, userId)));
  }

  async byTokenHash(hash: string): Promise<CalendarFeedRow | undefined> {
    const [row] = await this.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.tokenHash, hash));
    return row;
  }

  tasksOf(recipientId: string): Promise<TaskRow[]> {
    return this.db.select().from(tasks).where(eq(tasks.recipientId, recipientId));
  }
}
