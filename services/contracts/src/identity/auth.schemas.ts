import { z } from 'zod';
import { Language } from '../common/language';
import { EmailAddress, IsoTimestamp, Role, UserId } from '../common/primitives';
import { EligibilityAnswers } from '../eligibility/eligibility.schemas';
import { PasswordRules } from './password-rules';

/** Server-side password check for complete-signup: one message the client maps (it contains 'Password'). */
export const SignupPasswordMessage =
  'Password must be at least 8 characters with uppercase, lowercase, number, and special character.';

const requiredName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(100, { error: 'Please use at most 100 characters' });

export const SendVerificationBody = z.object({
  email: EmailAddress,
  firstName: requiredName('First name is required'),
  lastName: requiredName('Last name is required'),
  /**
   * The eligibility checker's answers, when the visitor came from its results: kept with the
   * pending sign-up so they reach the account even if the e-mail's link opens in another browser.
   */
  eligibility: EligibilityAnswers.optional(),
  /** The language the visitor was reading: the verification e-mail and the account speak it. */
  language: Language.optional(),
});
export type SendVerificationBody = z.infer<typeof SendVerificationBody>;

export const PasswordSchema = PasswordRules.reduce(
  (schema, rule) => schema.refine(rule.test, { error: rule.message }),
  z
    .string({ error: 'Password is required' })
    .max(256, { error: 'Password must be at most 256 characters' }),
);

const mustAccept = (message: string) => z.literal(true, { error: message });

export const CompleteSignupBody = z.object({
  token: z
    .string({ error: 'Token is required: please open the verification link from your email' })
    .trim()
    .min(1, { error: 'Token is required: please open the verification link from your email' })
    .max(512),
  password: z
    .string({ error: SignupPasswordMessage })
    .max(256, { error: SignupPasswordMessage })
    .refine((p) => PasswordRules.every((rule) => rule.test(p)), { error: SignupPasswordMessage }),
  agreedToTerms: mustAccept('You must accept the Terms of Service to continue'),
  agreedToPrivacy: mustAccept('You must accept the Privacy Policy to continue'),
  consentedToDataUsage: mustAccept('You must consent to data usage to use our services'),
});
export type CompleteSignupBody = z.infer<typeof CompleteSignupBody>;

export const LoginBody = z.object({
  email: z
    .string({ error: 'Valid email is required' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Valid email is required' })),
  password: z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required' })
    .max(256, { error: 'Invalid email or password' }),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const AnalyticsConsentBody = z.object({
  consent: z.boolean({ error: 'Analytics consent must be true or false' }),
});

/** The language the account's screens and e-mails speak, chosen in Settings. */
export const AccountLanguageBody = z.object({ language: Language });

/** The user as `GET /api/auth/user` answers it (docs/product-spec.md section 3). */
export const CurrentUser = z.object({
  id: UserId,
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profileImageUrl: z.string().nullable(),
  createdAt: IsoTimestamp,
  analyticsConsent: z.boolean(),
  role: Role,
  /** The account's language: it wins over the one this device last showed. */
  language: Language,
});
export type CurrentUser = z.infer<typeof CurrentUser>;

export const SessionGrant = z.object({
  token: z.string(),
  expiresAt: IsoTimestamp,
  user: CurrentUser,
});
export type SessionGrant = z.infer<typeof SessionGrant>;
