import { z } from 'zod';
import { defineEvent } from '../messaging/define';
import { EmailAddress, IsoTimestamp, UserId } from '../common/primitives';
import { DeviceFacts } from './device';

/** Someone asked to reset the password of an existing account; the link carries a single-use token. */
export const PasswordResetRequested = defineEvent(
  'identity.password-reset.requested',
  z.object({
    userId: UserId,
    email: EmailAddress,
    firstName: z.string(),
    resetUrl: z.url(),
    expiresAt: IsoTimestamp,
  }),
);

/** The account's password was changed (in Settings, or by a reset link): its owner is told by e-mail. */
export const PasswordChanged = defineEvent(
  'identity.password.changed',
  z.object({
    userId: UserId,
    email: EmailAddress,
    firstName: z.string(),
    changedAt: IsoTimestamp,
    how: z.enum(['settings', 'reset']),
  }),
);

/** Someone signed in to the account from a device it had not been used on: its owner is told. */
export const NewDeviceSignedIn = defineEvent(
  'identity.session.new-device',
  z.object({
    userId: UserId,
    email: EmailAddress,
    firstName: z.string(),
    /** The device in no language: the e-mail words it in the account's (issue 48). */
    seenAs: DeviceFacts.optional(),
    /** In English words ("Windows computer", "Edge 126"): only in events raised before `seenAs`. */
    device: z.string().optional(),
    browser: z.string().optional(),
    signedInAt: IsoTimestamp,
  }),
);
