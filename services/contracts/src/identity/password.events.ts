import { z } from 'zod';
import { defineEvent } from '../messaging/define';
import { EmailAddress, IsoTimestamp, UserId } from '../common/primitives';

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
    /** In words, as the devices screen shows it: "iPhone", "Windows computer". */
    device: z.string(),
    browser: z.string(),
    signedInAt: IsoTimestamp,
  }),
);
