/**
 * Light checks for screens that must load little code (login), mirroring the contracts' zod
 * schemas (`LoginBody`) and their exact messages; the server validates with the schemas themselves.
 */
// The same pattern zod's `z.email()` uses.
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const ValidationMessages = {
  email: 'Valid email is required',
  password: 'Password is required',
} as const;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function validateLogin(input: {
  email: string;
  password: string;
}): Partial<Record<'email' | 'password', string>> {
  const errors: Partial<Record<'email' | 'password', string>> = {};
  if (!isValidEmail(input.email)) errors.email = ValidationMessages.email;
  if (!input.password) errors.password = ValidationMessages.password;
  return errors;
}
