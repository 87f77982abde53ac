import { failedPasswordRules, PasswordRules } from '@tend/contracts';
import { useT } from '../i18n/LanguageProvider';
import '../i18n/parts/account';
import type { AuthFieldProps } from './AuthFields';
import { Field } from './Field';
import { NativePasswordInput } from './NativePasswordInput';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

/** The first of the password rules a new password breaks, in the rules' own words; none: undefined. */
export const newPasswordProblem = (password: string): string | undefined =>
  failedPasswordRules(password)[0];

/** A new password, with its strength and the rules met so far as she types; the browser may suggest one. */
export function NewPasswordField({ label, value, error, onChange }: AuthFieldProps) {
  const t = useT();
  // The problem comes in the rules' English words (newPasswordProblem): shown in the reader's.
  const rule = PasswordRules.find(({ message }) => message === error);
  return (
    <Field
      label={label ?? t('auth.newPassword')}
      error={rule ? t(`password.rule.${rule.id}`) : error}
      hint={<PasswordStrengthMeter password={value} />}
    >
      <NativePasswordInput
        autoComplete="new-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
