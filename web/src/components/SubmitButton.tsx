import type { ReactNode } from 'react';

/** A form's primary button: says what it is doing while busy, and cannot be sent twice. */
export function SubmitButton({
  busy = false,
  busyLabel,
  wide,
  children,
}: {
  busy?: boolean;
  busyLabel?: string;
  /** `block`: the whole width; `large`: the whole width and taller, as on the sign-in cards. */
  wide?: 'block' | 'large';
  children: ReactNode;
}) {
  const size = wide === 'large' ? ' btn--large btn--block' : wide === 'block' ? ' btn--block' : '';
  return (
    <button type="submit" className={`btn btn--primary${size}`} disabled={busy}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
