import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { SendVerificationBody } from '@tend/contracts';
import { Field } from '../../../components/Field';
import type { SignupDraft } from '../signup-draft';

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
      <p className="auth-card__subtitle">Let&apos;s start with your name.</p>
      <Field label="First name" error={errors.firstName}>
        <input
          className="native-input"
          autoComplete="given-name"
          value={draft.firstName}
          onChange={(e) => {
            onChange({ firstName: e.target.value });
            setErrors((current) => ({ ...current, firstName: undefined }));
          }}
        />
      </Field>
      <Field label="Last name" error={errors.lastName}>
        <input
          className="native-input"
          autoComplete="family-name"
          value={draft.lastName}
          onChange={(e) => {
            onChange({ lastName: e.target.value });
            setErrors((current) => ({ ...current, lastName: undefined }));
          }}
        />
      </Field>
      <button type="submit" className="btn btn--primary btn--large btn--block">
        Continue
      </button>
      <p className="auth-card__footer">
        <span>
          Already have an account? <Link to="/login">Sign in</Link>
        </span>
      </p>
    </form>
  );
}
