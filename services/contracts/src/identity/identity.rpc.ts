import { z } from 'zod';
import { defineRpc } from '../messaging/define';
import { IsoTimestamp, Role, UserId } from '../common/primitives';
import {
  AccountLanguageBody,
  AnalyticsConsentBody,
  CompleteSignupBody,
  CurrentUser,
  LoginBody,
  SendVerificationBody,
  SessionGrant,
} from './auth.schemas';
import { DeleteAccountBody } from './password.schemas';
import { DeviceFacts } from './device';

/** Who is asking, as the gateway saw the request; used for rate limits and the audit trail. */
const ClientInfo = z.object({ ip: z.string().max(64), userAgent: z.string().max(512).optional() });
const Ok = z.object({ ok: z.literal(true) });

/** A signed-in device, as the caregiver sees it in their list of sessions. */
export const SessionSummary = z.object({
  id: z.uuid(),
  createdAt: IsoTimestamp,
  expiresAt: IsoTimestamp,
  userAgent: z.string().nullable(),
  /** Read from the user agent, in no language: the web app words it in its reader's. */
  seenAs: DeviceFacts,
  /** Approximate: refreshed at most every few minutes while the session is used. */
  lastSeenAt: IsoTimestamp,
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof SessionSummary>;

export const IdentityRpc = {
  sendVerification: defineRpc(
    'identity',
    'identity.verification.send',
    SendVerificationBody.extend({ client: ClientInfo }),
    Ok,
  ),
  completeSignup: defineRpc(
    'identity',
    'identity.signup.complete',
    CompleteSignupBody.extend({ client: ClientInfo }),
    SessionGrant,
  ),
  login: defineRpc(
    'identity',
    'identity.session.login',
    LoginBody.extend({ client: ClientInfo }),
    SessionGrant,
  ),
  logout: defineRpc('identity', 'identity.session.logout', z.object({ sessionId: z.uuid() }), Ok),
  checkSession: defineRpc(
    'identity',
    'identity.session.check',
    z.object({ sessionId: z.uuid() }),
    z.object({ active: z.boolean(), role: Role.nullable(), expiresAt: IsoTimestamp.nullable() }),
  ),
  listSessions: defineRpc(
    'identity',
    'identity.session.list',
    z.object({ userId: UserId, currentSessionId: z.uuid() }),
    z.array(SessionSummary),
  ),
  revokeSession: defineRpc(
    'identity',
    'identity.session.revoke',
    z.object({ userId: UserId, sessionId: z.uuid() }),
    Ok,
  ),
  revokeOtherSessions: defineRpc(
    'identity',
    'identity.session.revoke-others',
    z.object({ userId: UserId, keepSessionId: z.uuid() }),
    z.object({ revoked: z.number().int().min(0) }),
  ),
  currentUser: defineRpc(
    'identity',
    'identity.user.current',
    z.object({ userId: UserId }),
    CurrentUser,
  ),
  setAnalyticsConsent: defineRpc(
    'identity',
    'identity.user.analytics-consent',
    AnalyticsConsentBody.extend({ userId: UserId }),
    z.object({ analyticsConsent: z.boolean() }),
  ),
  setLanguage: defineRpc(
    'identity',
    'identity.user.language',
    AccountLanguageBody.extend({ userId: UserId }),
    AccountLanguageBody,
  ),
  deleteAccount: defineRpc(
    'identity',
    'identity.account.delete',
    DeleteAccountBody.extend({ userId: UserId }),
    Ok,
  ),
  deletionStatus: defineRpc(
    'identity',
    'identity.account.deletion-status',
    z.object({ userId: UserId }),
    z.object({ pending: z.array(z.string()), completedAt: IsoTimestamp.nullable() }),
  ),
  grantRole: defineRpc(
    'identity',
    'identity.user.grant-role',
    z.object({ email: z.string().trim().toLowerCase(), role: Role }),
    z.object({ userId: UserId, role: Role }),
  ),
} as const;
