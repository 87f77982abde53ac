/**
 * A `returnTo` address the app may follow: a path of this site, or null. Anything else (another
 * site written as `//evil.com` or `/\evil.com`, which browsers read as `//`, a scheme such as
 * `https:` or `javascript:`, control characters browsers strip) is refused: no open redirect.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  return value;
}

/** The sign-in address that comes back to `path` afterwards (plain `/login` for home). */
export function signInPath(returnTo: string | null | undefined): string {
  const path = safeReturnPath(returnTo);
  return path && path !== '/' ? `/login?returnTo=${encodeURIComponent(path)}` : '/login';
}
