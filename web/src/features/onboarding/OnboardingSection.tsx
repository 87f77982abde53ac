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

/** A prefilled value shown read-only, with where it came from. */
export function ReadOnlyValue({ title, value }: { title: string; value: string }) {
  const id = useId();
  const t = useT();
  return (
    <div className="field">
      <span className="field__label" id={id}>
        {title} <span className="onboarding__from">{t('onboarding.fromEligibility')}</span>
      </span>
      <input className="native-input" aria-labelledby={id} value={value} readOnly />
    </div>
  );
}
