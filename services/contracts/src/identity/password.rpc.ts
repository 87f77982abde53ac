import { z } from 'zod';
import { defineRpc } from '../messaging/define';
import { UserId } from '../common/primitives';
import {
  ChangePasswordBody,
  ForgotPasswordAnswer,
  ForgotPasswordBody,
  ResetLinkAnswer,
  ResetLinkBody,
  ResetPasswordBody,
  SignupLinkAnswer,
  SignupLinkBody,
} from './password.schemas';

const ClientInfo = z.object({ ip: z.string().max(64), userAgent: z.string().max(512).optional() });

/** Forgotten and changed passwords, and the state of a sign-up link when it is opened. */
export const PasswordRpc = {
  forgotPassword: defineRpc(
    'identity',
    'identity.password.forgot',
    ForgotPasswordBody.extend({ client: ClientInfo }),
    ForgotPasswordAnswer,
  ),
  checkResetLink: defineRpc(
    'identity',
    'identity.password.check-reset-link',
    ResetLinkBody,
    ResetLinkAnswer,
  ),
  resetPassword: defineRpc(
    'identity',
    'identity.password.reset',
    ResetPasswordBody,
    z.object({ ok: z.literal(true), signedOutSessions: z.number().int().min(0) }),
  ),
  changePassword: defineRpc(
    'identity',
    'identity.password.change',
    ChangePasswordBody.extend({ userId: UserId, sessionId: z.uuid() }),
    z.object({ ok: z.literal(true), signedOutSessions: z.number().int().min(0) }),
  ),
  checkSignupLink: defineRpc(
    'identity',
    'identity.signup.check-link',
    SignupLinkBody,
    SignupLinkAnswer,
  ),
} as const;
