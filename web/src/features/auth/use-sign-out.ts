import { useCallback, useState } from 'react';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { browser } from '../../lib/navigation';
import { removeStorage, StorageKeys, writeStorage } from '../../lib/storage';
import { forgetDrafts } from '../drafts/drafts';
import { useLogoutMutation } from './auth.api';

/** Forgets what this browser stored for the signed-in user: the marker, the token, the drafts. */
export function clearStoredSession(): void {
  writeStorage(StorageKeys.userLoggedOut, 'true');
  removeStorage(StorageKeys.authToken);
  forgetDrafts();
}

/** Clears everything this browser holds for the signed-in user, cached answers included. */
export function useClearSession() {
  const dispatch = useAppDispatch();
  return useCallback(() => {
    dispatch(api.util.resetApiState());
    clearStoredSession();
  }, [dispatch]);
}

/**
 * Sign-out (docs/product-spec.md section 4): POST /api/auth/logout; then cached data cleared, the userLoggedOut
 * marker set, the stored authToken removed, and the browser sent to the answer's redirectUrl or
 * '/'. A failure is logged and the same clearing and redirect to '/' still happen.
 */
export function useSignOut(): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const [logout] = useLogoutMutation();
  const clearSession = useClearSession();
  const [isSigningOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    let target = '/';
    try {
      const answer = await logout().unwrap();
      if (answer && typeof answer.redirectUrl === 'string' && isSameSite(answer.redirectUrl))
        target = answer.redirectUrl;
    } catch (error) {
      console.error('Sign-out failed', error);
    }
    clearSession();
    browser.assign(target);
  }, [logout, clearSession]);

  return { signOut, isSigningOut };
}

/** Only follow redirects that stay on this site (a path, or an absolute URL on this origin). */
function isSameSite(url: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//')) return true;
  try {
    return new URL(url).origin === window.location.origin;
  } catch {
    return false;
  }
}
