/**
 * A clock time with the article Spanish gives it: "la 1:05 p. m." but "las 9:30 p. m." (issue 48).
 * `time` is written by Intl in es-US, its hour first.
 */
export function withArticle(time: string): string {
  return `${/^1(?!\d)/.test(time) ? 'la' : 'las'} ${time}`;
}
