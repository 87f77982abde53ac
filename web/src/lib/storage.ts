/** Local-storage keys: those docs/product-spec.md names (sections 4 and 7), and the language. */
export const StorageKeys = {
  authToken: 'authToken',
  userLoggedOut: 'userLoggedOut',
  eligibilityData: 'eligibilityData',
  /** The language chosen on this device (not in the spec: i18n/languages.ts). */
  language: 'language',
  /**
   * The invitation page a visitor left to sign up (not in the spec): finishing sign-up comes
   * back to it, whatever tab the e-mailed verification link opened in.
   */
  pendingInvitation: 'pendingInvitation',
  /**
   * The account last welcomed with 'Welcome! We saved your eligibility info' on this device (not
   * in the spec): the welcome is said once, not at each reload of onboarding.
   */
  eligibilityWelcomed: 'eligibilityWelcomed',
} as const;

type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];

/** localStorage can throw (private mode, disabled storage); a caregiver's page must not. */
export function readStorage(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the session still works for this page view
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // ignore
  }
}
