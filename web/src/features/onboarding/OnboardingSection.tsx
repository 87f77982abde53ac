import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/LanguageProvider';

/** A titled part of the onboarding form. */
export function Section({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section className="onboarding__section" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A prefilled value shown read-only, with where it came from, and a button that makes it a field
 * again: her answer to the check is kept, not imposed.
 */
export function ReadOnlyValue({
  title,
  value,
  onChange,
}: {
  title: string;
  value: string;
  onChange: () => void;
}) {
  const id = useId();
  const t = useT();
  return (
    <div className="field">
      <span className="field__label" id={id}>
        {title} <span className="onboarding__from">{t('onboarding.fromEligibility')}</span>
      </span>
      <div className="onboarding__read-only">
        <input className="native-input" aria-labelledby={id} value={value} readOnly />
        <button
          type="button"
          className="btn btn--link onboarding__change"
          aria-label={t('onboarding.changeAnswer.label', { field: title })}
          onClick={onChange}
        >
          {t('onboarding.changeAnswer')}
        </button>
      </div>
    </div>
  );
}
