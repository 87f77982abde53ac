import { spokenLanguageOf } from '@tend/contracts';

/** The languages Tend speaks, each with its name as its speakers write it (the switch shows it). */
export const Languages = {
  en: 'English',
  'es-US': 'Español',
} as const;

export type Language = keyof typeof Languages;

/** The language of the English catalogue, the spec's own words: every page is rendered in it first. */
export const baseLanguage: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(Languages, value);
}

/**
 * The language to show: the one chosen on this device before, or else the first of the browser's
 * languages (navigator.languages, what it sends as Accept-Language) that Tend speaks, any Spanish
 * being US Spanish; English when none is.
 */
export function preferredLanguage(chosen: string | null, browser: readonly string[]): Language {
  if (isLanguage(chosen)) return chosen;
  // The gateway reads Accept-Language with the same rule, so a prerendered page is in this language.
  return spokenLanguageOf(browser) ?? baseLanguage;
}
