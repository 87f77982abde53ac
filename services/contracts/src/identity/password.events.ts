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
