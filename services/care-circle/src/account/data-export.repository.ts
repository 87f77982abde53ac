import { Injectable } from '@nestjs/common';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { DataExportPartReader, DbExecutor } from '@tend/platform';
import {
  circles,
  comments,
  invitations,
  members,
  tasks,
  updateFiles,
  updates,
} from '../database/schema';
import { HealthDataRepository } from './health-data.repository';

/**
 * Care-circle's part of a person's copy: the circles they are in and as what, the updates and
 * comments they wrote (their photos and files by name, as the coach lists attachments), the invitations they sent and the tasks they have, with their own settings
 * in each circle (time zone, how they hear of updates); and the recipients' health information: all
 * of it for a circle they own, the doses and log entries they wrote in the others.
 */
@Injectable()
export class CareCircleDataExport implements DataExportPartReader {
  // Made here: DataExportPartModule makes this reader in its own module, without ours to inject.
  private readonly health = new HealthDataRepository();

  async read(tx: DbExecutor, userId: string): Promise<Record<string, unknown>> {
    const [memberships, posted, commented, invited, taken, files] = await Promise.all([
      tx
        .select({
          recipientId: members.recipientId,
          recipientName: circles.recipientName,
          role: members.role,
          joinedAt: members.joinedAt,
          timeZone: members.timeZone,
          updateNotices: members.updateNotices,
          doseReminders: members.doseReminders,
        })
        .from(members)
        .innerJoin(circles, eq(circles.recipientId, members.recipientId))
        .where(eq(members.userId, userId)),
      tx
        .select({
          id: updates.id,
          recipientId: updates.recipientId,
          text: updates.text,
          createdAt: updates.createdAt,
        })
        .from(updates)
        .where(eq(updates.authorUserId, userId)),
      tx
        .select({ updateId: comments.updateId, text: comments.text, createdAt: comments.createdAt })
        .from(comments)
        .where(eq(comments.authorUserId, userId)),
      tx
        .select({
          recipientId: invitations.recipientId,
          email: invitations.email,
          role: invitations.role,
          state: invitations.state,
          createdAt: invitations.createdAt,
        })
        .from(invitations)
        .where(eq(invitations.invitedBy, userId)),
      tx
        .select({ recipientId: tasks.recipientId, title: tasks.title, startsAt: tasks.startsAt })
        .from(tasks)
        .innerJoin(
          members,
          and(eq(members.recipientId, tasks.recipientId), eq(members.userId, userId)),
        )
        .where(eq(tasks.assigneeUserId, userId)),
      tx
        .select({
          updateId: updateFiles.updateId,
          name: updateFiles.name,
          contentType: updateFiles.contentType,
          size: updateFiles.size,
        })
        .from(updateFiles)
        .where(and(eq(updateFiles.uploadedBy, userId), isNotNull(updateFiles.updateId))),
    ]);
    return {
      careCircles: memberships,
      circleUpdates: posted,
      circleUpdateFiles: files,
      circleComments: commented,
      circleInvitationsSent: invited,
      circleTasks: taken,
      ...(await this.health.export(tx, userId)),
    };
  }
}
