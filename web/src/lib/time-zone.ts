/** The IANA time zone this browser runs in (America/Chicago), or UTC when it does not say. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** An API address asking for its dates in this browser's time zone (`?timeZone=`). */
export function inBrowserTimeZone(url: string): string {
  return `${url}?timeZone=${encodeURIComponent(browserTimeZone())}`;
}
