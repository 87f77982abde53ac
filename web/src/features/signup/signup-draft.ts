/** Name and e-mail survive a reload of the sign-up page (never the password). */
export interface SignupDraft {
  firstName: string;
  lastName: string;
  email: string;
}

const KEY = 'tend.signupDraft';
export const emptyDraft: SignupDraft = { firstName: '', lastName: '', email: '' };

export function loadDraft(): SignupDraft {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return emptyDraft;
    const parsed = JSON.parse(raw) as Partial<SignupDraft>;
    return {
      firstName: typeof parsed.firstName === 'string' ? parsed.firstName : '',
      lastName: typeof parsed.lastName === 'string' ? parsed.lastName : '',
      email: typeof parsed.email === 'string' ? parsed.email : '',
    };
  } catch {
    return emptyDraft;
  }
}

export function saveDraft(draft: SignupDraft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // storage unavailable
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // ignore
  }
}
