import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useAuth } from '../auth/use-auth';
import { draftKey, forgetDraft, readDraft, writeDraft } from './drafts';

/**
 * `useState` whose value survives a reload of this tab (see drafts.ts). `parse` checks what was
 * stored and returns undefined for anything it does not recognise, which then starts empty. The
 * third element forgets the draft at once, for a screen that is left as soon as its work is saved.
 */
export function useSessionDraft<T>(
  name: string,
  empty: T,
  parse: (stored: unknown) => T | undefined,
): [T, Dispatch<SetStateAction<T>>, () => void] {
  const { user } = useAuth();
  const key = draftKey(user?.id ?? 'visitor', name);
  const load = () => ({ key, value: readDraft(key, parse) ?? empty });
  const [stored, setDraft] = useState(load);
  // Whose draft it is can change (the signed-in user arrives): show that person's own.
  const draft = stored.key === key ? stored : load();
  if (draft !== stored) setDraft(draft);

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
  const forget = useCallback(() => {
    forgetDraft(key);
    setDraft({ key, value: empty });
  }, [key, empty]);
  return [draft.value, setValue, forget];
}
