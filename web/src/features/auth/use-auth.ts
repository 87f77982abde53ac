import { useEffect } from 'react';
import type { CurrentUser } from '@tend/contracts';
import { readStorage, removeStorage, StorageKeys } from '../../lib/storage';
import { useGetCurrentUserQuery } from './auth.api';

export interface AuthState {
  user: CurrentUser | null;
  isLoading: boolean;
  isAuthenticated: boolean;
}

/**
 * Login state (docs/product-spec.md section 4): `userLoggedOut === 'true'` makes the visitor count as logged out
 * when no user data comes back; user data arriving while the marker is set removes the marker.
 * Authenticated only when the marker is not set and user data exists.
 */
export function useAuth(): AuthState {
  const { data, isLoading } = useGetCurrentUserQuery();
  const user = data ?? null;
  const markedLoggedOut = readStorage(StorageKeys.userLoggedOut) === 'true';

  useEffect(() => {
    if (user && markedLoggedOut) removeStorage(StorageKeys.userLoggedOut);
  }, [user, markedLoggedOut]);

  // User data coming back clears the marker (above), so it counts as signed in at once.
  const isAuthenticated = user !== null;
  return { user, isLoading, isAuthenticated };
}
