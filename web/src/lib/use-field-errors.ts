import { useState } from 'react';

/**
 * A form's message for each field, as its check found them; typing in a field takes that field's
 * message away (she is fixing it), and leaves the others until the next check.
 */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});
  const editing = (field: K, set: (value: string) => void) => (value: string) => {
    set(value);
    setErrors((was) => ({ ...was, [field]: undefined }));
  };
  return { errors, setErrors, editing };
}
