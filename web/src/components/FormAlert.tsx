import type { ReactNode } from 'react';

/** Why a form's sending failed, said at once, above its fields; nothing while all is well. */
export function FormAlert({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <div className="form-alert" role="alert">
      {message}
    </div>
  );
}
