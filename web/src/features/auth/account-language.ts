import { useCallback, useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { textIn, useLanguage } from '../../i18n/LanguageProvider';
import type { Language } from '../../i18n/languages';
import { useToast } from '../toasts/use-toast';
import { authApi, useGetCurrentUserQuery, useSetAccountLanguageMutation } from './auth.api';
import { useAuth } from './use-auth';

/**
 * Shows another language on this device and, for someone signed in, saves it with her account,
 * so her other devices and her e-mails follow.
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const { choose } = useLanguage();
  const { user } = useAuth();
  const [save] = useSetAccountLanguageMutation();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const signedIn = user !== null;

  return useCallback(
    async (language: Language) => {
      await choose(language);
      if (!signedIn) return;
      try {
        const saved = await save({ language }).unwrap();
        dispatch(
          authApi.util.updateQueryData('getCurrentUser', undefined, (current) => {
            if (current) current.language = saved.language;
          }),
        );
      } catch {
        const t = textIn(language); // the language just chosen, which the screens now show
        toast({
          title: t('language.saveFailedTitle'),
          description: t('language.saveFailed'),
          variant: 'destructive',
        });
      }
    },
    [choose, signedIn, save, dispatch, toast],
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
