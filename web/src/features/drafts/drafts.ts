/**
 * Unsent work (a message to the coach, a half-done check-in, a support request) kept for this tab
 * only, in sessionStorage: a reload, a lost connection or a slip of the thumb loses nothing, and
 * closing the tab or signing out forgets it. Keys carry the user's id, so a person signing in
 * after someone else in the same tab never sees their words.
 */
const PREFIX = 'tend.draft.';

export function draftKey(owner: string, name: string): string {
  return `${PREFIX}${owner}.${name}`;
}

export function readDraft<T>(
  key: string,
  parse: (stored: unknown) => T | undefined,
): T | undefined {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? undefined : parse(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

/** Stores the draft, or forgets it when it is back to empty (sent, or cleared by the person). */
export function writeDraft(key: string, value: unknown, empty: unknown): void {
  try {
    const json = JSON.stringify(value);
    if (json === JSON.stringify(empty)) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, json);
  } catch {
    // storage full or unavailable: the page still works, the draft is just not kept
  }
}

export function forgetDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // storage unavailable: nothing was kept
  }
}

/** Forgets every draft in this tab (sign-out, account deletion). */
export function forgetDrafts(): void {
  try {
    const keys = Array.from({ length: window.sessionStorage.length }, (_, i) =>
      window.sessionStorage.key(i),
    );
    for (const key of keys) if (key?.startsWith(PREFIX)) forgetDraft(key);
  } catch {
    // storage unavailable: nothing was kept
  }
}

export const asText = (stored: unknown): string | undefined =>
  typeof stored === 'string' ? stored : undefined;

export const asTextList = (stored: unknown): string[] | undefined =>
  Array.isArray(stored) && stored.every((item) => typeof item === 'string') ? stored : undefined;
