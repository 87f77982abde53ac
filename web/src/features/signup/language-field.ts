import { baseLanguage, type Language } from '../../i18n/languages';

// Here, not in i18n/languages.ts: only sign-up needs it, and that module is in the first download.
/**
 * What a sign-up sends of its language: nothing for English (absent means English, so the spec's
 * request is unchanged), the language otherwise.
 */
export function languageField(language: Language): { language?: Language } {
  return language === baseLanguage ? {} : { language };
}
