import { Routes, routeUrl } from '@tend/contracts';
import { browser } from '../../lib/navigation';
import { readStorage, StorageKeys } from '../../lib/storage';
import { clearStoredSession } from './use-sign-out';

/** Calls whose 401 says nothing new: the sign-in check itself, and signing in, up or out. */
const ignored = (['currentUser', 'login', 'logout', 'completeSignup'] as const).map(
  (name) => Routes[name].path,
);

let checking: Promise<void> | undefined;

/**
 * A call was refused with 401 while this browser holds a session token. When the session really
 * is over (signed out from another device, say), the token is forgotten and the person is sent
 * to sign in, rather than left on screens that look signed in but can no longer load anything.
 */
export function noticeUnauthorized(url: string): Promise<void> {
  if (ignored.some((path) => url.startsWith(path))) return Promise.resolve();
  const token = readStorage(StorageKeys.authToken);
  if (!token) return Promise.resolve();
  checking ??= confirmEnded(token).finally(() => (checking = undefined));
  return checking;
}

/** Asked again apart from the refused call, which may have had a reason of its own. */
async function confirmEnded(token: string): Promise<void> {
  const response = await fetch(routeUrl('currentUser', {}), {
    headers: { Authorization: `Bearer ${token}`, 'Cache-Control': 'no-cache' },
    credentials: 'include',
  }).catch(() => undefined);
  if (response?.status !== 401) return;
  clearStoredSession();
  browser.assign('/login?reason=signed-out');
}
