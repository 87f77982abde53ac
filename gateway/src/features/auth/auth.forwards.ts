import type { RateLimitRule } from '../../http/rate-limit.guard';
import { forwardingController } from '../../http/routes/forwarding-controller';

const perAddress = (name: string, limit: number): RateLimitRule => ({
  name,
  limit,
  windowSeconds: 3600,
  by: 'ip',
});
const perUser = (name: string, limit: number): RateLimitRule => ({
  name,
  limit,
  windowSeconds: 3600,
  by: 'user',
});
const noCache = 'no-store, no-cache, must-revalidate, private';

/**
 * Sign-up's first step, the caller's account and sessions, changing the e-mail address, forgotten
 * and changed passwords, and what an opened sign-up link leads to: forwarded to identity as
 * RouteForwards declares. A link opened from an e-mail is public: its single-use token is the
 * proof, and identity also limits forgotten passwords per address and client.
 */
export const AuthForwards = forwardingController('AuthForwards', 'auth', {
  sendVerification: { rateLimit: perAddress('send-verification', 10) },
  currentUser: { headers: { Pragma: 'no-cache', 'Cache-Control': noCache } },
  listSessions: { headers: { 'Cache-Control': noCache } },
  revokeSession: { ids: { id: 'That session has already ended.' } },
  revokeOtherSessions: {},
  setAnalyticsConsent: {},
  setLanguage: {},
  requestEmailChange: { rateLimit: perUser('email-change', 10) },
  confirmEmailChange: { rateLimit: perAddress('email-change-confirm', 20) },
  forgotPassword: {},
  checkResetLink: { rateLimit: perAddress('reset-link-check', 60) },
  resetPassword: { rateLimit: perAddress('reset-password', 20) },
  changePassword: { rateLimit: perUser('change-password', 10) },
  checkSignupLink: { rateLimit: perAddress('signup-link', 60) },
});

/** For operators: how far a deletion saga has got, and which services have yet to confirm. */
export const AccountDeletionsForwards = forwardingController('AccountDeletionsForwards', 'admin', {
  accountDeletionStatus: { ids: { userId: 'No deletion was requested for this account.' } },
});
