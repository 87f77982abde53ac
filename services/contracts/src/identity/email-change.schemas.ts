import { z } from 'zod';
import { EmailAddress, IsoTimestamp } from '../common/primitives';
import { CurrentPassword } from './password.schemas';

/** Settings → Change e-mail: the new address, proven by the current password. */
export const ChangeEmailBody = z.object({
  email: EmailAddress,
  currentPassword: CurrentPassword,
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBody>;

/** Where the confirmation link went and until when it works; the address is unchanged until then. */
export const ChangeEmailAnswer = z.object({ pendingEmail: z.string(), expiresAt: IsoTimestamp });
export type ChangeEmailAnswer = z.infer<typeof ChangeEmailAnswer>;

const linkMessage = 'This confirmation link is not complete. Please open it again from your email.';

/** The token from the link e-mailed to the new address. */
export const ConfirmEmailChangeBody = z.object({
  token: z
    .string({ error: linkMessage })
    .trim()
    .min(1, { error: linkMessage })
    .max(512, { error: linkMessage }),
});
export type ConfirmEmailChangeBody = z.infer<typeof ConfirmEmailChangeBody>;

export const ConfirmEmailChangeAnswer = z.object({ email: z.string() });
export type ConfirmEmailChangeAnswer = z.infer<typeof ConfirmEmailChangeAnswer>;
