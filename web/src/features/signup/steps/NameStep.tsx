import { useState, type FormEvent } from 'react';
import { SendVerificationBody } from '@tend/contracts';
import { Field } from '../../../components/Field';
import { SubmitButton } from '../../../components/SubmitButton';
import { useT } from '../../../i18n/LanguageProvider';
import type { SignupDraft } from '../signup-draft';
import { AlreadyHaveAccount } from './AlreadyHaveAccount';
import '../../../i18n/parts/account';

/** Her names, each with the browser's autofill for it. */
const NAME_FIELDS = [
  { key: 'firstName', label: 'signup.name.first', autoComplete: 'given-name' },
  { key: 'lastName', label: 'signup.name.last', autoComplete: 'family-name' },
] as const;

export function NameStep({
  draft,
  onChange,
  onNext,
}: {
  draft: SignupDraft;
  onChange: (patch: Partial<SignupDraft>) => void;
  onNext: () => void;
}) {
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const t = useT();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const first = SendVerificationBody.shape.firstName.safeParse(draft.firstName);
    const last = SendVerificationBody.shape.lastName.safeParse(draft.lastName);
    const next = {
      firstName: first.success ? undefined : first.error.issues[0]?.message,
      lastName: last.success ? undefined : last.error.issues[0]?.message,
    };
    setErrors(next);
    if (first.success && last.success) onNext();
  };

  return (
    <form onSubmit={submit} noValidate>
      <p className="auth-card__subtitle">{t('signup.name.intro')}</p>
      {NAME_FIELDS.map(({ key, label, autoComplete }) => (
        <Field key={key} label={t(label)} error={errors[key]}>
          <input
            className="native-input"
            autoComplete={autoComplete}
            value={draft[key]}
            onChange={(e) => {
              onChange({ [key]: e.target.value });
              setErrors((current) => ({ ...current, [key]: undefined }));
            }}
          />
        </Field>
      ))}
      <SubmitButton wide="large">{t('auth.continue')}</SubmitButton>
      <AlreadyHaveAccount />
    </form>
  );
}
