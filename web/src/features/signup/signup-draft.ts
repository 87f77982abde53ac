import { draftKey, forgetDraft, readDraft, writeDraft } from '../drafts/drafts';

/** Name and e-mail survive a reload of the sign-up page (never the password). */
export interface SignupDraft {
  firstName: string;
  lastName: string;
  email: string;
}

/** Kept as a visitor's draft: the person has no account yet. */
export const SIGNUP_DRAFT_KEY = draftKey('visitor', 'signup');
export const emptyDraft: SignupDraft = { firstName: '', lastName: '', email: '' };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function asSignupDraft(stored: unknown): SignupDraft | undefined {
  if (typeof stored !== 'object' || stored === null) return undefined;
  const { firstName, lastName, email } = stored as Partial<Record<keyof SignupDraft, unknown>>;
  return { firstName: text(firstName), lastName: text(lastName), email: text(email) };
}

export function loadDraft(): SignupDraft {
  return readDraft(SIGNUP_DRAFT_KEY, asSignupDraft) ?? emptyDraft;
}

export function saveDraft(draft: SignupDraft): void {
  writeDraft(SIGNUP_DRAFT_KEY, draft, emptyDraft);
}

export function clearDraft(): void {
  forgetDraft(SIGNUP_DRAFT_KEY);
}
