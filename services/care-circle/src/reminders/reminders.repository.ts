import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { circles, members, taskReminders, tasks, updates } from '../database/schema';

export type ReminderKey = typeof taskReminders.$inferInsert;

/** All SQL of the time-driven notices: task reminders sent, and members' daily digests. */
@Injectable()
export class RemindersRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * Tasks not done that a member of their circle has and that begin by `startingBy` (a wall
   * clock; a repeating task's first start), with the circle's zone and the member's clock.
   */
  assignedTasks(startingBy: string) {
    return this.db
      .select({
        task: tasks,
        recipientName: circles.recipientName,
        circleZone: circles.timeZone,
        member: {
          timeZone: members.timeZone,
          quietFrom: members.quietFrom,
          quietUntil: members.quietUntil,
        },
      })
      .from(tasks)
      .innerJoin(circles, eq(circles.recipientId, tasks.recipientId))
      .innerJoin(
        members,
        and(eq(members.recipientId, tasks.recipientId), eq(members.userId, tasks.assigneeUserId)),
      )
      .where(
        and(
          isNotNull(tasks.assigneeUserId),
          isNull(tasks.doneAt),
          sql`${tasks.startsAt} <= ${startingBy}`,
        ),
      )
      .orderBy(asc(tasks.id));
  }

  /** Records a reminder as sent; false when it already was (by this sweep or another replica's). */
  async claim(tx: DbExecutor, key: ReminderKey): Promise<boolean> {
    const rows = await tx
      .insert(taskReminders)
      .values(key)
      .onConflictDoNothing()
      .returning({ taskId: taskReminders.taskId });
    return rows.length > 0;
  }

  /** Members who chose a daily digest of updates, with their circle. */
  dailyDigestMembers() {
    return this.db
      .select({ member: members, circle: circles })
      .from(members)
      .innerJoin(circles, eq(circles.recipientId, members.recipientId))
      .where(eq(members.updateNotices, 'daily'));
  }

  /** The updates others posted in a circle after `after` and by `until`, oldest first. */
  updatesFor(recipientId: string, userId: string, after: Date, until: Date, tx: DbExecutor) {
    return tx
      .select({ id: updates.id, authorName: updates.authorName, createdAt: updates.createdAt })
      .from(updates)
      .where(
        and(
          eq(updates.recipientId, recipientId),
          ne(updates.authorUserId, userId),
          gt(updates.createdAt, after),
          lte(updates.createdAt, until),
        ),
      )
      .orderBy(asc(updates.createdAt))
      .limit(200);
  }

  /** Moves a member's digest on from `from` to `to`; false when another sweep moved it first. */
  async moveDigest(
    tx: DbExecutor,
    recipientId: string,
    userId: string,
    from: Date,
    to: Date,
  ): Promise<boolean> {
    const rows = await tx
      .update(members)
      .set({ digestedThrough: to })
      .where(
        and(
          eq(members.recipientId, recipientId),
          eq(members.userId, userId),
          eq(members.digestedThrough, from),
        ),
      )
      .returning({ userId: members.userId });
    return rows.length > 0;
  }
}
