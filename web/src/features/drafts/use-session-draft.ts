import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useAuth } from '../auth/use-auth';
import { draftKey, readDraft, writeDraft } from './drafts';

/**
 * `useState` whose value survives a reload of this tab (see drafts.ts). `parse` checks what was
 * stored and returns undefined for anything it does not recognise, which then starts empty.
 */
export function useSessionDraft<T>(
  name: string,
  empty: T,
  parse: (stored: unknown) => T | undefined,
): [T, Dispatch<SetStateAction<T>>] {
  const { user } = useAuth();
  const key = draftKey(user?.id ?? 'visitor', name);
  const load = () => ({ key, value: readDraft(key, parse) ?? empty });
  const [draft, setDraft] = useState(load);
  // Whose draft it is can change (the signed-in user arrives): show that person's own.
  if (draft.key !== key) setDraft(load());

  useEffect(() => {
    writeDraft(draft.key, draft.value, empty);
  }, [draft, empty]);

  const setValue = useCallback<Dispatch<SetStateAction<T>>>(
    (action) =>
      setDraft((current) => ({
        key: current.key,
        value: action instanceof Function ? action(current.value) : action,
      })),
    [],
  );
  return [draft.key === key ? draft.value : load().value, setValue];
}
