import { z } from 'zod';
import { IsoTimestamp, PageCursor, pageLimit } from '../common/primitives';

/** In-app notification types (docs/product-spec.md section 3). */
export const NotificationType = z.enum(['success', 'alert', 'reminder', 'other']);
export type NotificationType = z.infer<typeof NotificationType>;

/** A path inside the app: one leading slash, never another site (`//host`) nor a scheme. */
export const InAppPath = z.string().regex(/^\/(?![/\\])/, 'An in-app path starts with one slash.');

export const NotificationItem = z.object({
  id: z.string(),
  type: NotificationType,
  title: z.string(),
  message: z.string(),
  /** ISO timestamp. */
  timestamp: z.string(),
  read: z.boolean(),
  /** The in-app page it is about (a path such as `/assessment`), opened when it is tapped. */
  link: InAppPath.nullable(),
});
export type NotificationItem = z.infer<typeof NotificationItem>;

/**
 * `GET /api/notifications?cursor=&limit=`: newest first. `unreadCount` counts every unread
 * notification of the user (not just this page); `nextCursor` is null on the last page.
 */
export const NotificationPage = z.object({
  items: z.array(NotificationItem),
  unreadCount: z.number().int().min(0),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof NotificationPage>;

/** How long after a check-in the reminder she can ask for from its results comes. */
export const CHECK_IN_REMINDER_DAYS = 14;

/**
 * `GET` and `PUT /api/notifications/check-in-reminder`: when the reminder to check in again that
 * she asked for from her results is due; null when none is waiting.
 */
export const CheckInReminder = z.object({ remindAt: IsoTimestamp.nullable() });
export type CheckInReminder = z.infer<typeof CheckInReminder>;

export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;

export const NotificationsQuery = z.object({
  cursor: PageCursor.optional(),
  limit: pageLimit(NOTIFICATIONS_PAGE_MAX, NOTIFICATIONS_PAGE_DEFAULT),
});
export type NotificationsQuery = z.infer<typeof NotificationsQuery>;
