import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CircleRole, UpdateMySettingsBody } from '@tend/contracts';
import { DATABASE, type Database, type DbExecutor } from '@tend/platform';
import { calendarFeeds, circles, members, tasks } from '../database/schema';

export type CircleRow = typeof circles.$inferSelect;
export type MemberRow = typeof members.$inferSelect;
/** What a member may change of their own settings in a circle. */
export type MySettingsChange = UpdateMySettingsBody;

export interface NewCircle {
  recipientId: string;
  recipientName: string;
  timeZone: string;
  owner: { userId: string; name: string };
}

/** All SQL of circles and their members. Reads by circle are for a caller already found in it. */
@Injectable()
export class CirclesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async find(recipientId: string, tx: DbExecutor = this.db): Promise<CircleRow | undefined> {
    const [row] = await tx.select().from(circles).where(eq(circles.recipientId, recipientId));
    return row;
  }

  /** The caller's membership of a circle, with the circle; undefined when they are not in it. */
  async membership(
    userId: string,
    recipientId: string,
    tx: DbExecutor = this.db,
  ): Promise<{ circle: CircleRow; member: MemberRow } | undefined> {
    const [row] = await tx
      .select({ circle: circles, member: members })
      .from(members)
      .innerJoin(circles, eq(circles.recipientId, members.recipientId))
      .where(and(eq(members.recipientId, recipientId), eq(members.userId, userId)));
    return row;
  }

  /** Every circle the user is in, with her membership, by the recipient's name. */
  async circlesOf(userId: string): Promise<{ circle: CircleRow; member: MemberRow }[]> {
    return this.db
      .select({ circle: circles, member: members })
      .from(members)
      .innerJoin(circles, eq(circles.recipientId, members.recipientId))
      .where(eq(members.userId, userId))
      .orderBy(asc(circles.recipientName), asc(circles.recipientId));
  }

  /** A member's own settings; choosing the daily digest starts it from now (never old posts). */
  async setMySettings(
    tx: DbExecutor,
    recipientId: string,
    userId: string,
    { quietHours, ...changes }: MySettingsChange,
    now: Date,
  ): Promise<MemberRow | undefined> {
    const [current] = await tx
      .select()
      .from(members)
      .where(and(eq(members.recipientId, recipientId), eq(members.userId, userId)))
      .for('update');
    if (!current) return undefined;
    const startsDigest = changes.updateNotices === 'daily' && current.updateNotices !== 'daily';
    const [row] = await tx
      .update(members)
      .set({
        ...changes,
        ...(quietHours ? { quietFrom: quietHours.from, quietUntil: quietHours.until } : {}),
        ...(startsDigest ? { digestedThrough: now } : {}),
      })
      .where(and(eq(members.recipientId, recipientId), eq(members.userId, userId)))
      .returning();
    return row;
  }

  /** Opens a circle with its owner; false when another request opened it first. */
  async open(tx: DbExecutor, circle: NewCircle): Promise<boolean> {
    const opened = await tx
      .insert(circles)
      .values({
        recipientId: circle.recipientId,
        recipientName: circle.recipientName,
        timeZone: circle.timeZone,
      })
      .onConflictDoNothing()
      .returning({ recipientId: circles.recipientId });
    if (opened.length === 0) return false;
    await tx.insert(members).values({
      recipientId: circle.recipientId,
      userId: circle.owner.userId,
      name: circle.owner.name,
      role: 'owner',
    });
    return true;
  }

  members(recipientId: string, tx: DbExecutor = this.db): Promise<MemberRow[]> {
    return tx
      .select()
      .from(members)
      .where(eq(members.recipientId, recipientId))
      .orderBy(asc(members.joinedAt), asc(members.userId));
  }

  /** False when they are in the circle already (two invitations accepted at once, say). */
  async addMember(
    tx: DbExecutor,
    member: { recipientId: string; userId: string; name: string; role: CircleRole },
  ): Promise<boolean> {
    const added = await tx
      .insert(members)
      .values(member)
      .onConflictDoNothing()
      .returning({ userId: members.userId });
    return added.length > 0;
  }

  async setRole(
    tx: DbExecutor,
    recipientId: string,
    userId: string,
    role: CircleRole,
  ): Promise<void> {
    await tx
      .update(members)
      .set({ role })
      .where(and(eq(members.recipientId, recipientId), eq(members.userId, userId)));
  }

  /**
   * Locks the circle until the transaction ends and answers the caller's role in it then: changes
   * of ownership wait for each other, so a circle never has two owners or none.
   */
  async lockedRole(
    tx: DbExecutor,
    recipientId: string,
    userId: string,
  ): Promise<CircleRole | undefined> {
    await tx
      .select({ recipientId: circles.recipientId })
      .from(circles)
      .where(eq(circles.recipientId, recipientId))
      .for('update');
    return (await this.membership(userId, recipientId, tx))?.member.role;
  }

  async setTimeZone(tx: DbExecutor, recipientId: string, timeZone: string): Promise<void> {
    await tx.update(circles).set({ timeZone }).where(eq(circles.recipientId, recipientId));
  }

  /**
   * Takes a member out of a circle: their membership and calendar feed go, and the tasks they had
   * are open again for a volunteer.
   */
  async removeMember(tx: DbExecutor, recipientId: string, userId: string): Promise<void> {
    await tx
      .delete(members)
      .where(and(eq(members.recipientId, recipientId), eq(members.userId, userId)));
    await tx
      .delete(calendarFeeds)
      .where(and(eq(calendarFeeds.recipientId, recipientId), eq(calendarFeeds.userId, userId)));
    await tx
      .update(tasks)
      .set({ assigneeUserId: null })
      .where(and(eq(tasks.recipientId, recipientId), eq(tasks.assigneeUserId, userId)));
  }

  /** Every circle the user is in, with their role there. */
  membershipsOf(tx: DbExecutor, userId: string): Promise<MemberRow[]> {
    return tx.select().from(members).where(eq(members.userId, userId));
  }

  /** Deletes circles and everything in them (members, invitations, tasks, updates, feeds). */
  async delete(tx: DbExecutor, recipientIds: string[]): Promise<void> {
    if (recipientIds.length === 0) return;
    await tx.delete(circles).where(inArray(circles.recipientId, recipientIds));
  }
}
