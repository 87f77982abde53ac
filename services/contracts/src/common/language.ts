import { z } from 'zod';

/** The languages Tend speaks: English (the spec's words) and US Spanish. */
export const LanguageCodes = ['en', 'es-US'] as const;

export const Language = z.enum(LanguageCodes, {
  error: 'Please choose a language Tend speaks: English (en) or Spanish (es-US).',
});
export type Language = z.infer<typeof Language>;

/** The language of anyone who never chose one, and of every text written before Spanish. */
export const DefaultLanguage: Language = 'en';

/**
 * One thing in every language, keyed by its code: `{ en: 'Welcome', 'es-US': 'Bienvenida' }`.
 * Texts a service writes to a person are made as such objects, and the reader's language picks.
 */
export type Localized<T> = Record<Language, T>;

/** The value in `language`, or in English when none is known. */
export function inLanguage<T>(localized: Localized<T>, language: Language | null | undefined): T {
  return localized[language ?? DefaultLanguage];
}

/** Makes a thing in every language from a function of the language (`(language) => words`). */
export function inEveryLanguage<T>(make: (language: Language) => T): Localized<T> {
  return Object.fromEntries(LanguageCodes.map((code) => [code, make(code)])) as Localized<T>;
}

/** The language in `value` if it is one Tend speaks (a stored or sent code), else undefined. */
export function languageOrUndefined(value: unknown): Language | undefined {
  const parsed = Language.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
