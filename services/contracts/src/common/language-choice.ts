// No zod here: the web's first download reads the cookie's name and the browser's languages.
/**
 * The cookie that carries a visitor's chosen language to the server (`en` or `es-US`), so the
 * gateway answers a public page rendered at build time in it. The web app writes it with the
 * choice it keeps in localStorage; it holds nothing else, and is readable by scripts on purpose.
 */
export const LanguageCookie = 'tend_lang';

/** How long the choice is remembered: a year, like the localStorage choice it mirrors. */
export const LanguageCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * The language Tend speaks among a browser's languages, in its order of preference: the first
 * Spanish one (any Spanish, es-MX as well as es-US, is US Spanish) or English one; undefined when
 * none is either.
 */
export function spokenLanguageOf(tags: readonly string[]): 'en' | 'es-US' | undefined {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (primary === 'es') return 'es-US';
    if (primary === 'en') return 'en';
  }
  return undefined;
}

/**
 * The language tags of an Accept-Language header, most preferred first (by `q`, then by order);
 * those refused with `q=0` and the `*` wildcard are left out.
 */
export function acceptedLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, quality }) => tag && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
}
