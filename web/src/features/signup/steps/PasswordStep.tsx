import { useState, type FormEvent } from 'react';
import { failedPasswordRules } from '@tend/contracts';
import { Field } from '../../../components/Field';
import { NativePasswordInput } from '../../../components/NativePasswordInput';
import { PasswordStrengthMeter } from '../../../components/PasswordStrengthMeter';

/** Step 4: the password, checked against the five rules; kept in memory until the account is created. */
export function PasswordStep({
  password,
  onChange,
  onBack,
  onNext,
}: {
  password: string;
  onChange: (value: string) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const [error, setError] = useState<string>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const failed = failedPasswordRules(password);
    if (failed.length > 0) {
      setError(failed[0]);
      return;
    }
    setError(undefined);
    onNext();
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="auth-card__subtitle">
        Your email is verified. Choose a password to protect your account.
      </p>
      <Field label="Password" error={error} hint={<PasswordStrengthMeter password={password} />}>
        <NativePasswordInput
          autoComplete="new-password"
          value={password}
          onChange={(e) => {
            onChange(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <div className="step-actions">
        <button type="button" className="btn btn--secondary" onClick={onBack}>
          Back
        </button>
        <button type="submit" className="btn btn--primary">
          Continue
        </button>
      </div>
    </form>
  );
}
