import { LanguageCookie, LanguageCookieMaxAgeSeconds } from '@tend/contracts';
import type { Language } from './languages';

/**
 * Tells the server the language chosen on this device (it cannot read localStorage), so the
 * public pages it renders at build time come in it on the next visit: `tend_lang=es-US`.
 */
export function writeLanguageCookie(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${LanguageCookie}=${language}; Path=/; Max-Age=${LanguageCookieMaxAgeSeconds}` +
    `; SameSite=Lax${secure}`;
}

/** The language the cookie names, as the server last heard it; null when there is none. */
export function readLanguageCookie(): string | null {
  const prefix = `${LanguageCookie}=`;
  const found = document.cookie.split('; ').find((entry) => entry.startsWith(prefix));
  return found ? found.slice(prefix.length) : null;
}
