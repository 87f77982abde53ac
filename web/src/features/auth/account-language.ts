import { useCallback, useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { Language } from '../../i18n/languages';
import { useGetCurrentUserQuery } from './auth.api';
import { useAuth } from './use-auth';

/**
 * Shows another language on this device and, for someone signed in, saves it with her account,
 * so her other devices and her e-mails follow.
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const { choose } = useLanguage();
  const signedIn = useAuth().user !== null;
  const dispatch = useAppDispatch();

  return useCallback(
    async (language: Language) => {
      await choose(language);
      if (!signedIn) return;
      // Loaded only then, so a visitor's first download stays small. A module that did not arrive
      // (offline, which the app already says) saves nothing.
      const save = await import('./save-account-language').catch(() => undefined);
      await save?.saveAccountLanguage(dispatch, language);
    },
    [choose, signedIn, dispatch],
  );
}

/**
 * The answer of `GET /api/auth/user` (by when it arrived) whose language the screens last
 * followed. Kept for the page's life rather than in a component, which may be mounted again.
 */
let followedAnswer: number | undefined;

/**
 * The account's language wins over the one this device last showed: each time the signed-in user
 * arrives from the server (page load, sign-in) the screens follow her account's language. A
 * choice made here meanwhile (saved, or not saved for a failure) is left as it is.
 */
export function useAccountLanguage(): void {
  const { data: user, fulfilledTimeStamp } = useGetCurrentUserQuery();
  const { language, choose } = useLanguage();

  useEffect(() => {
    if (!user || fulfilledTimeStamp === undefined || followedAnswer === fulfilledTimeStamp) return;
    followedAnswer = fulfilledTimeStamp;
    if (user.language !== language) void choose(user.language);
  }, [user, fulfilledTimeStamp, language, choose]);
}
