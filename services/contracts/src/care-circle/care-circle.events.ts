import { z } from 'zod';
import { defineEvent } from '../messaging/define';
import { EmailAddress, IsoTimestamp, UserId } from '../common/primitives';
import { CircleRole } from './circle.schemas';

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

/** A member posted an update: the others may be told. `userId` is its author. */
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
