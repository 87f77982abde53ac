import { EligibilityAnswers } from '@tend/contracts';
import { readStorage, removeStorage, StorageKeys, writeStorage } from '../../lib/storage';
import { conditionsFromChecker, locationFromChecker } from './checker-answers';

/** The stored eligibility data is removed this long after it is applied (docs/product-spec.md section 9). */
export const ELIGIBILITY_CLEANUP_MS = 3000;

/** What onboarding takes from an eligibility check. */
export interface EligibilityPrefill {
  relationship?: string;
  insuranceType?: string;
  /** Onboarding's conditions for the checker's one (none when onboarding's list has no match). */
  conditions?: string[];
  /** State and ZIP code, which she completes with her city. */
  location?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** base64 or base64url to text (UTF-8). */
function fromBase64(raw: string): string {
  const normal = raw.replace(/-/g, '+').replace(/_/g, '/');
  const padded = normal + '='.repeat((4 - (normal.length % 4)) % 4);
  const binary = window.atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/**
 * The `data` parameter as JSON text: JSON itself (the router has already undone the
 * percent-encoding), or JSON in base64/base64url. Throws when it is neither.
 */
export function decodeDataParam(raw: string): string {
  const candidates = [raw];
  try {
    candidates.push(fromBase64(raw.trim()));
  } catch {
    // not base64
  }
  for (const text of candidates) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (isRecord(parsed)) return JSON.stringify(parsed);
    } catch {
      // try the next reading
    }
  }
  throw new Error('The data parameter is not encoded eligibility data');
}

/** The rest of the checker's answers, when the carry-over holds them whole. */
function fromAnswers(stored: unknown): Pick<EligibilityPrefill, 'conditions' | 'location'> {
  const answers = EligibilityAnswers.safeParse(stored);
  if (!answers.success) return {};
  return {
    conditions: conditionsFromChecker(answers.data.condition),
    location: locationFromChecker(answers.data),
  };
}

/** Reads the stored eligibility data; only data flagged fromEligibilityCheck prefills the form. */
export function readEligibilityPrefill(): EligibilityPrefill | null {
  const raw = readStorage(StorageKeys.eligibilityData);
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (!isRecord(data) || data.fromEligibilityCheck !== true) return null;
    const text = (value: unknown) =>
      typeof value === 'string' && value.trim() ? value.trim() : undefined;
    return {
      relationship: text(data.relationship),
      insuranceType: text(data.insuranceType),
      ...fromAnswers(data.answers),
    };
  } catch {
    return null;
  }
}

/**
 * Stores the decoded `data` parameter as the eligibility data. Returns false (and only logs) when
 * it cannot be decoded.
 */
export function storeDataParam(raw: string): boolean {
  try {
    writeStorage(StorageKeys.eligibilityData, decodeDataParam(raw));
    return true;
  } catch (error) {
    console.error('Could not decode the eligibility data in the address', error);
    return false;
  }
}

export function clearEligibilityData(): void {
  removeStorage(StorageKeys.eligibilityData);
}

/**
 * True the first time an account's eligibility answers are applied on this device, and marks it
 * welcomed: the welcome toast is said once, not again on a reload or a return to onboarding.
 */
export function firstWelcome(userId: string): boolean {
  if (readStorage(StorageKeys.eligibilityWelcomed) === userId) return false;
  writeStorage(StorageKeys.eligibilityWelcomed, userId);
  return true;
}
