import { z } from 'zod';
import { defineEvent } from '../messaging/define';
import { Language } from '../common/language';
import { EmailAddress, IsoTimestamp, Role, UserId } from '../common/primitives';
import { EligibilityAnswers } from '../eligibility/eligibility.schemas';
import { ServiceNames } from '../services';

/** A pending sign-up asked for its verification e-mail; the link carries the single-use token. */
export const VerificationRequested = defineEvent(
  'identity.verification.requested',
  z.object({
    email: EmailAddress,
    firstName: z.string(),
    verificationUrl: z.url(),
    expiresAt: IsoTimestamp,
    /** The language the sign-up was made in (absent from events older than Spanish: English). */
    language: Language.optional(),
  }),
);

/** Someone asked to sign up with an address that already has an account: they get a sign-in link instead. */
export const SignupAccountExists = defineEvent(
  'identity.signup.account-exists',
  z.object({ email: EmailAddress, firstName: z.string(), signInUrl: z.url() }),
);

export const UserRegistered = defineEvent(
  'identity.user.registered',
  z.object({
    userId: UserId,
    email: EmailAddress,
    firstName: z.string(),
    lastName: z.string(),
    role: Role,
    agreedToTermsAt: IsoTimestamp,
    agreedToPrivacyAt: IsoTimestamp,
    consentedToDataUsageAt: IsoTimestamp,
    registeredAt: IsoTimestamp,
    /** The eligibility checker's answers given before signing up, for care-profile to keep. */
    eligibility: EligibilityAnswers.optional(),
    /** The account's language, the one the sign-up was made in (absent: English). */
    language: Language.optional(),
  }),
);

/** An account's owner chose another language: services that write to her keep a copy. */
export const UserLanguageChanged = defineEvent(
  'identity.user.language-changed',
  z.object({ userId: UserId, language: Language, changedAt: IsoTimestamp }),
);

/**
 * An account's role changed. It carries the account's address so that a service keeping the
 * addresses of one role (discovery: its super administrators, for the audit log) need not ask.
 * Version 2: the first, 'identity.user.role-changed', carried no address and is retired.
 */
export const UserRoleChanged = defineEvent(
  'identity.user.role-changed.v2',
  z.object({ userId: UserId, email: EmailAddress, role: Role, changedAt: IsoTimestamp }),
);

/** Starts the deletion saga: every service erases what it holds for the user and confirms. */
export const UserDeleted = defineEvent(
  'identity.user.deleted',
  z.object({ userId: UserId, email: EmailAddress, requestedAt: IsoTimestamp }),
  'erases',
);

/** Each service's confirmation that it holds nothing more of the user. */
export const UserDataErased = defineEvent(
  'account.user-data.erased',
  z.object({ userId: UserId, service: z.enum(ServiceNames), erasedAt: IsoTimestamp }),
  'confirms',
);
