import { useCallback } from 'react';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { removeStorage, StorageKeys, writeStorage } from '../../lib/storage';
import { requestConsentReminder } from '../analytics/ConsentReminder';

/**
 * Login success (docs/product-spec.md section 4): the returned token is stored as the auth token, the
 * logged-out marker is removed and the current-user data is fetched again.
 */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  return useCallback(
    (token: string | undefined | null) => {
      if (token) writeStorage(StorageKeys.authToken, token);
      removeStorage(StorageKeys.userLoggedOut);
      dispatch(api.util.invalidateTags(['User']));
      requestConsentReminder();
    },
    [dispatch],
  );
}
