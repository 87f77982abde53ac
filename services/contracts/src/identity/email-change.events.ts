import { z } from 'zod';
import { defineEvent } from '../messaging/define';
import { EmailAddress, IsoTimestamp, UserId } from '../common/primitives';

/** A caregiver asked to move their account to a new address: the link goes to that address. */
export const EmailChangeRequested = defineEvent(
  'identity.email-change.requested',
  z.object({
    userId: UserId,
    newEmail: EmailAddress,
    firstName: z.string(),
    confirmUrl: z.url(),
    expiresAt: IsoTimestamp,
  }),
);

/**
 * The account's address changed (its link was opened). Services holding a copy of the address
 * take the new one; the old address is told, in case it was not its owner's doing.
 */
export const UserEmailChanged = defineEvent(
  'identity.user.email-changed',
  z.object({
    userId: UserId,
    email: EmailAddress,
    previousEmail: EmailAddress,
    firstName: z.string(),
    changedAt: IsoTimestamp,
  }),
);
