import { z } from 'zod';
import { EmailAddress } from '../common/primitives';
import { PasswordSchema } from './auth.schemas';

export const ForgotPasswordBody = z.object({ email: EmailAddress });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

const linkToken = z
  .string({ error: 'This reset link is not complete. Please open it again from your email.' })
  .trim()
  .min(1, { error: 'This reset link is not complete. Please open it again from your email.' })
  .max(512, { error: 'This reset link is not complete. Please open it again from your email.' });

/** A reset link, checked when it is opened so a dead one says so before anything is typed. */
export const ResetLinkBody = z.object({ token: linkToken });
export type ResetLinkBody = z.infer<typeof ResetLinkBody>;
export const ResetLinkAnswer = z.object({ usable: z.boolean(), message: z.string().nullable() });
export type ResetLinkAnswer = z.infer<typeof ResetLinkAnswer>;

/** The new password follows the sign-up rules; each broken rule answers with its own message. */
export const ResetPasswordBody = z.object({ token: linkToken, password: PasswordSchema });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

/** The account's present password, asked again before a change that only its holder may make. */
export const CurrentPassword = z
  .string({ error: 'Please enter your current password' })
  .min(1, { error: 'Please enter your current password' })
  .max(256, { error: 'Your current password is not right. Please check it and try again.' });

export const ChangePasswordBody = z.object({
  currentPassword: CurrentPassword,
  newPassword: PasswordSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** Deleting the account: the password again, so an unattended signed-in phone cannot do it. */
export const DeleteAccountBody = z.object({ currentPassword: CurrentPassword });
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/** The link from a sign-up e-mail, checked when it is opened (before any password or legal step). */
export const SignupLinkBody = z.object({
  token: z
    .string({ error: 'Token is required: please open the verification link from your email' })
    .trim()
    .min(1, { error: 'Token is required: please open the verification link from your email' })
    .max(512, { error: 'Token is required: please open the verification link from your email' }),
});
export type SignupLinkBody = z.infer<typeof SignupLinkBody>;

/**
 * `ready`: choose a password; `account-exists`: the address already has an account (the link was
 * used, or the account was made another way), so sign in; `expired`: too old, or replaced by a newer link.
 */
export const SignupLinkStatus = z.enum(['ready', 'account-exists', 'expired']);
export type SignupLinkStatus = z.infer<typeof SignupLinkStatus>;
export const SignupLinkAnswer = z.object({ status: SignupLinkStatus });
export type SignupLinkAnswer = z.infer<typeof SignupLinkAnswer>;

/** Forgot-password answers this whether or not the address has an account. */
export const ForgotPasswordAnswer = z.object({ ok: z.literal(true) });
