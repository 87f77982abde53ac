import { baseLanguage, type Language } from '../i18n/languages';

/** A day as a caregiver reads it: "March 3, 2026", "3 de marzo de 2026". */
export const longDate = (iso: string, language: Language = baseLanguage): string =>
  new Date(iso).toLocaleDateString(language, { month: 'long', day: 'numeric', year: 'numeric' });
