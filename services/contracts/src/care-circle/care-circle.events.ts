import { z } from 'zod';
import { defineEvent } from '../messaging/define';
import { EmailAddress, IsoTimestamp, UserId } from '../common/primitives';
import { CircleRole } from './circle.schemas';
import { TaskKind } from './task.schemas';

/**
 * Someone was invited to a circle by e-mail: notifications sends the invitation. It names who
 * invited and for whom, never health information. `userId` is the person who invited.
 */
export const CircleInvitationSent = defineEvent(
  'care-circle.invitation.sent',
  z.object({
    userId: UserId,
    invitationId: z.uuid(),
    email: EmailAddress,
    inviterName: z.string(),
    recipientName: z.string(),
    role: CircleRole,
    acceptUrl: z.url(),
    expiresAt: IsoTimestamp,
  }),
);

/**
 * A member posted an update: the others may be told. `userId` is its author; `memberUserIds` are
 * the members who hear of each update as it comes (those who chose a daily digest are left out).
 */
export const CircleUpdatePosted = defineEvent(
  'care-circle.update.posted',
  z.object({
    userId: UserId,
    recipientId: z.uuid(),
    updateId: z.uuid(),
    authorName: z.string(),
    recipientName: z.string(),
    memberUserIds: z.array(UserId).max(500),
    postedAt: IsoTimestamp,
  }),
);

/**
 * A circle closed because its owner's account was deleted: everything in it is gone, and its
 * members (never the deleted owner) are told.
 */
export const CircleClosed = defineEvent(
  'care-circle.circle.closed',
  z.object({
    recipientId: z.uuid(),
    recipientName: z.string(),
    memberUserIds: z.array(UserId).max(500),
    closedAt: IsoTimestamp,
  }),
);

/** Which reminder of a task's occurrence: the day before, or an hour before. */
export const TaskReminderWhen = z.enum(['day-before', 'hour-before']);
export type TaskReminderWhen = z.infer<typeof TaskReminderWhen>;

/**
 * A reminder of one occurrence of a task is due to whoever has it (`userId`), once per occurrence
 * and kind, outside their quiet hours. `timeZone` is the member's, for writing the time.
 */
export const CircleTaskReminderDue = defineEvent(
  'care-circle.task.reminder-due',
  z.object({
    userId: UserId,
    recipientId: z.uuid(),
    recipientName: z.string(),
    taskId: z.uuid(),
    kind: TaskKind,
    title: z.string(),
    place: z.string().nullable(),
    /** The occurrence's wall-clock start in the circle's zone, `YYYY-MM-DDTHH:mm`: it keys the reminder. */
    occurrence: z.string(),
    startsAt: IsoTimestamp,
    timeZone: z.string(),
    when: TaskReminderWhen,
  }),
);

/** One member's daily digest of a circle's updates since their last one (never their own posts). */
export const CircleUpdatesDigest = defineEvent(
  'care-circle.updates.digest',
  z.object({
    userId: UserId,
    recipientId: z.uuid(),
    recipientName: z.string(),
    /** The member's local day it is for, `YYYY-MM-DD`: it keys the digest. */
    day: z.string(),
    updates: z
      .array(z.object({ updateId: z.uuid(), authorName: z.string(), postedAt: IsoTimestamp }))
      .min(1)
      .max(200),
  }),
);
