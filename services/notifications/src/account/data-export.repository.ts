import { Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import type { DataExportPartReader, DbExecutor } from '@tend/platform';
import { notifications, recipients, supportRequests } from '../database/schema';

/** Notifications' part of a person's copy: the in-app inbox, e-mail preferences, support requests. */
@Injectable()
export class NotificationsDataExport implements DataExportPartReader {
  async read(tx: DbExecutor, userId: string): Promise<Record<string, unknown>> {
    const [recipient] = await tx
      .select({
        email: recipients.email,
        emailNotifications: recipients.emailNotifications,
        tipNotifications: recipients.tipNotifications,
      })
      .from(recipients)
      .where(eq(recipients.userId, userId));
    return {
      notifications: await tx
        .select({
          type: notifications.type,
          title: notifications.title,
          message: notifications.message,
          createdAt: notifications.createdAt,
          readAt: notifications.readAt,
        })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt)),
      emailPreferences: recipient ?? null,
      supportRequests: await tx
        .select({
          subject: supportRequests.subject,
          category: supportRequests.category,
          message: supportRequests.message,
          createdAt: supportRequests.createdAt,
        })
        .from(supportRequests)
        .where(eq(supportRequests.userId, userId)),
    };
  }
}
