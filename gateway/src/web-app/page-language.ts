import {
  acceptedLanguageTags,
  DefaultLanguage,
  LanguageCookie,
  languageOrUndefined,
  spokenLanguageOf,
  type Language,
} from '@tend/contracts';

/** What a browser's navigation says about the language it wants a page in. */
export interface LanguageAsked {
  /** The tend_lang cookie: the language the visitor chose in the web app. */
  cookies?: Record<string, string | undefined>;
  /** Accept-Language: the browser's languages, for a visitor who never chose. */
  acceptLanguage?: string;
}

/**
 * The language of the page to answer with, by the web app's own rule (web/src/i18n/languages.ts):
 * the visitor's choice, else the first of the browser's languages Tend speaks (any Spanish is
 * US Spanish), else English.
 */
export function pageLanguage({ cookies, acceptLanguage }: LanguageAsked): Language {
  return (
    languageOrUndefined(cookies?.[LanguageCookie]) ??
    spokenLanguageOf(acceptedLanguageTags(acceptLanguage)) ??
    DefaultLanguage
  );
}
