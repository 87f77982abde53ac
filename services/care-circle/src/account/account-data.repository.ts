import { Injectable } from '@nestjs/common';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { DbExecutor } from '@tend/platform';
import { comments, hearts, invitations, taskReminders, tasks, updates } from '../database/schema';

/** The SQL that erases a person's own traces from the circles they stay in (not their memberships). */
@Injectable()
export class AccountDataRepository {
  /** Their updates (with the comments and hearts on them), their comments and their hearts. */
  async deleteWritings(tx: DbExecutor, userId: string): Promise<void> {
    await tx.delete(updates).where(eq(updates.authorUserId, userId));
    await tx.delete(comments).where(eq(comments.authorUserId, userId));
    await tx.delete(hearts).where(eq(hearts.userId, userId));
  }

  /** Invitations they sent or that were sent to their address; their name off the ones they answered. */
  async forgetInvitations(tx: DbExecutor, userId: string, email: string): Promise<void> {
    await tx
      .delete(invitations)
      .where(or(eq(invitations.invitedBy, userId), eq(invitations.email, email.toLowerCase())));
    await tx
      .update(invitations)
      .set({ answeredBy: null })
      .where(and(isNotNull(invitations.answeredBy), eq(invitations.answeredBy, userId)));
  }

  /** Tasks they made keep going without their name; any they still had are open again. */
  async forgetTasks(tx: DbExecutor, userId: string): Promise<void> {
    await tx.update(tasks).set({ createdBy: null }).where(eq(tasks.createdBy, userId));
    await tx.update(tasks).set({ assigneeUserId: null }).where(eq(tasks.assigneeUserId, userId));
    await tx.delete(taskReminders).where(eq(taskReminders.userId, userId));
  }
}
