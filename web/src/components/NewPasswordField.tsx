import { failedPasswordRules } from '@tend/contracts';
import type { AuthFieldProps } from './AuthFields';
import { Field } from './Field';
import { NativePasswordInput } from './NativePasswordInput';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/** The first of the password rules a new password breaks, in the rules' own words; none: undefined. */
export const newPasswordProblem = (password: string): string | undefined =>
  failedPasswordRules(password)[0];

/** A new password, with its strength and the rules met so far as she types; the browser may suggest one. */
export function NewPasswordField({
  label = 'New password',
  value,
  error,
  onChange,
}: AuthFieldProps) {
  return (
    <Field label={label} error={error} hint={<PasswordStrengthMeter password={value} />}>
      <NativePasswordInput
        autoComplete="new-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
