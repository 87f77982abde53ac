import type { KeyboardEventHandler, ReactNode } from 'react';
import { useT } from '../i18n/LanguageProvider';
import { Field } from './Field';
import { NativePasswordInput } from './NativePasswordInput';
import { useTypedBeforeHydration } from '../lib/use-typed-before-hydration';
import '../i18n/parts/account';

/** What every account form's text field takes: her value, what it says is wrong, a change. */
export interface AuthFieldProps {
  label?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * An e-mail address: the e-mail keyboard on a phone and the browser's saved address. Kept apart
 * from the new password (and its rules from @tend/contracts) so the login screen stays light.
 */
export function EmailField({
  label,
  value,
  error,
  onChange,
  hint,
  maxLength,
}: AuthFieldProps & { hint?: ReactNode; maxLength?: number }) {
  const t = useT();
  const field = useTypedBeforeHydration(value, onChange);
  return (
    <Field label={label ?? t('auth.email')} error={error} hint={hint}>
      <input
        ref={field}
        className="native-input"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={value}
        maxLength={maxLength}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}

/** The password she has now (to sign in, or to prove it is her): the browser offers the saved one. */
export function CurrentPasswordField({
  label,
  value,
  error,
  onChange,
  after,
  onKeyDown,
}: AuthFieldProps & { after?: ReactNode; onKeyDown?: KeyboardEventHandler<HTMLInputElement> }) {
  const t = useT();
  const field = useTypedBeforeHydration(value, onChange);
  return (
    <Field label={label ?? t('auth.currentPassword')} error={error} after={after}>
      <NativePasswordInput
        ref={field}
        autoComplete="current-password"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
    </Field>
  );
}
