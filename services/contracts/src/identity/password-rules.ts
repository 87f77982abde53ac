/** The spec's five password rules (docs/product-spec.md section 5), in the order the client lists them. */
export const PasswordRules = [
  {
    id: 'length',
    message: 'Password must be at least 8 characters',
    test: (p: string) => p.length >= 8,
  },
  { id: 'upper', message: 'Must contain uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', message: 'Must contain lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'digit', message: 'Must contain number', test: (p: string) => /[0-9]/.test(p) },
  {
    id: 'special',
    message: 'Must contain special character',
    test: (p: string) => /[^A-Za-z0-9]/.test(p),
  },
] as const;

export type PasswordStrength = 'Weak' | 'Good' | 'Strong';

/** 20 points per rule satisfied; under 60 Weak, under 100 Good, 100 Strong. */
export function passwordStrength(password: string): { score: number; label: PasswordStrength } {
  const score = PasswordRules.filter((rule) => rule.test(password)).length * 20;
  const label: PasswordStrength = score < 60 ? 'Weak' : score < 100 ? 'Good' : 'Strong';
  return { score, label };
}

export function failedPasswordRules(password: string): string[] {
  return PasswordRules.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}
