import { ErrorCodes } from '@tend/contracts';
import { errorCode, invalidField, serverMessage } from '../../lib/api-error';

/** Sign-up steps (docs/product-spec.md section 2): 1 name, 2 e-mail, 3 verify, 4 password, 5 agreements, 6 complete. */
export type SignupStep = 1 | 2 | 3 | 4 | 5 | 6;
export const SIGNUP_PROGRESS_STEPS = 5;
export const PASSWORD_STEP: SignupStep = 4;

/**
 * The current step from the `step` query parameter; a `token` parameter (the e-mail link)
 * jumps to the password step unless a later step is already named.
 */
export function resolveSignupStep(stepParam: string | null, token: string | null): SignupStep {
  const n = Number(stepParam);
  const named = Number.isInteger(n) && n >= 1 && n <= 6 ? (n as SignupStep) : null;
  if (token && (named === null || named < PASSWORD_STEP)) return PASSWORD_STEP;
  return named ?? 1;
}

/** The password and agreements steps show no home button. */
export function showsHomeButton(step: SignupStep): boolean {
  return step !== 4 && step !== 5;
}

export const SignupMessages = {
  sendFailed: 'Failed to send verification email. Please try again.',
  tokenRequired:
    'Email verification required. Please check your email and click the verification link.',
  passwordRules:
    'Password must be at least 8 characters with uppercase, lowercase, number, and special character.',
  createFailed: 'Failed to create account. Please try again.',
} as const;

/**
 * Account-creation failure text (docs/product-spec.md section 8): a refused or missing token, or a
 * password the rules refuse, each get the spec's own words; anything else the server's.
 */
export function completeSignupErrorMessage(
  error: unknown,
  /** The refusal in the reader's language (i18n/refusals.ts): the server's words in English. */
  refusal: (error: unknown) => string | undefined = serverMessage,
): string {
  const field = invalidField(error);
  if (errorCode(error) === ErrorCodes.signupTokenInvalid || field === 'token')
    return SignupMessages.tokenRequired;
  if (field === 'password') return SignupMessages.passwordRules;
  return refusal(error) || SignupMessages.createFailed;
}
