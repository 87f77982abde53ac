import './form.css';
import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';

/** A labelled field: wires the label, the error text and aria-invalid/aria-describedby to its input. */
export function Field({
  label,
  error,
  hint,
  after,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Below the error, still part of the field (the login's "Forgot password?"). */
  after?: ReactNode;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {cloneElement(children, {
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
      })}
      {hint ? (
        <div className="field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      {after}
    </div>
  );
}
