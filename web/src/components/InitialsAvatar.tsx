import './initials-avatar.css';

/** A person's initials in a circle, where a photo would be; decorative (the name is beside it). */
export function InitialsAvatar({
  initials,
  large = false,
  className,
}: {
  initials: string;
  large?: boolean;
  /** The screen's own hook for it (tests read it), not styled by the screen. */
  className: string;
}) {
  const size = large ? ' initials-avatar--large' : '';
  return (
    <div className={`initials-avatar${size} ${className}`} aria-hidden>
      {initials}
    </div>
  );
}
