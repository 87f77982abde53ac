import { useState, type FormEvent } from 'react';
import { NewPasswordField, newPasswordProblem } from '../../../components/NewPasswordField';
import { SubmitButton } from '../../../components/SubmitButton';
import { useT } from '../../../i18n/LanguageProvider';
import '../../../i18n/parts/account';

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
  const t = useT();

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
      <p className="auth-card__subtitle">{t('signup.password.intro')}</p>
      <NewPasswordField
        label={t('auth.password')}
        value={password}
        error={error}
        onChange={(value) => {
          onChange(value);
          setError(undefined);
        }}
      />
      <div className="step-actions">
        <button type="button" className="btn btn--secondary" onClick={onBack}>
          {t('auth.back')}
        </button>
        <SubmitButton>{t('auth.continue')}</SubmitButton>
      </div>
    </form>
  );
}
