import { useState, type FormEvent } from 'react';
import { NewPasswordField, newPasswordProblem } from '../../../components/NewPasswordField';
import { SubmitButton } from '../../../components/SubmitButton';

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
    const problem = newPasswordProblem(password);
    if (problem) {
      setError(problem);
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
      <NewPasswordField
        label="Password"
        value={password}
        error={error}
        onChange={(value) => {
          onChange(value);
          setError(undefined);
        }}
      />
      <div className="step-actions">
        <button type="button" className="btn btn--secondary" onClick={onBack}>
          Back
        </button>
        <SubmitButton>Continue</SubmitButton>
      </div>
    </form>
  );
}
