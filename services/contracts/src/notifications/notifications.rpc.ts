import { z } from 'zod';
import { defineRpc } from '../messaging/define';
import { UserId } from '../common/primitives';
import { CheckInReminder, NotificationPage, NotificationsQuery } from './notification.schemas';
import { EmailEligibilityResultsBody } from './eligibility-email.schemas';
import { PublicSupportRequestBody, SupportRequestBody } from './support.schemas';

/** RPC patterns answered by notifications. */
export const NotificationsRpc = {
  listInbox: defineRpc(
    'notifications',
    'notifications.inbox.list',
    NotificationsQuery.extend({ userId: UserId }),
    NotificationPage,
  ),
  markRead: defineRpc(
    'notifications',
    'notifications.inbox.mark-read',
    z.object({
      userId: UserId,
      notificationId: z.uuid({ error: 'We could not find that notification.' }),
    }),
    z.object({ ok: z.literal(true), unreadCount: z.number().int().min(0) }),
  ),
  markAllRead: defineRpc(
    'notifications',
    'notifications.inbox.mark-all-read',
    z.object({ userId: UserId }),
    z.object({ ok: z.literal(true), unreadCount: z.literal(0) }),
  ),
  /** The reminder to check in again she asked for, if one is waiting. */
  getCheckInReminder: defineRpc(
    'notifications',
    'notifications.check-in-reminder.get',
    z.object({ userId: UserId }),
    CheckInReminder,
  ),
  /** Asks for a reminder to check in again two weeks from now (asking again moves it). */
  askCheckInReminder: defineRpc(
    'notifications',
    'notifications.check-in-reminder.ask',
    z.object({ userId: UserId }),
    CheckInReminder,
  ),
  submitSupport: defineRpc(
    'notifications',
    'notifications.support.submit',
    SupportRequestBody.extend({ userId: UserId }),
    z.object({ ok: z.literal(true), id: z.uuid() }),
  ),
  /** A visitor's request; `clientIp` as the gateway saw it, for the per-client limit. */
  submitPublicSupport: defineRpc(
    'notifications',
    'notifications.support.submit-public',
    PublicSupportRequestBody.extend({ clientIp: z.string().max(64) }),
    // The same answer whether the request was delivered or caught by the honeypot.
    z.object({ ok: z.literal(true) }),
  ),
  /** A visitor's checker results, e-mailed once; `clientIp` for the per-client limit. */
  emailEligibilityResults: defineRpc(
    'notifications',
    'notifications.eligibility.email-results',
    EmailEligibilityResultsBody.extend({ clientIp: z.string().max(64) }),
    z.object({ ok: z.literal(true) }),
  ),
} as const;
