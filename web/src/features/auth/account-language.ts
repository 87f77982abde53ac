import { useCallback, useEffect, useRef } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { Language } from '../../i18n/languages';
import { useToast } from '../toasts/use-toast';
import { authApi, useSetAccountLanguageMutation } from './auth.api';
import { useAuth } from './use-auth';

/**
 * Shows another language on this device and, for someone signed in, saves it with her account,
 * so her other devices and her e-mails follow.
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const { choose, t } = useLanguage();
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
        toast({
          title: t('language.saveFailedTitle'),
          description: t('language.saveFailed'),
          variant: 'destructive',
        });
      }
    },
    [choose, signedIn, save, dispatch, toast, t],
  );
}

/**
 * The account's language wins over the one this device last showed: when the signed-in user
 * arrives (page load, sign-in) or her language changes on another device, the screens follow.
 */
export function useAccountLanguage(): void {
  const { user } = useAuth();
  const { language, choose } = useLanguage();
  const accountLanguage = user?.language;
  // The account's language last followed: only a new one moves the screens.
  const followed = useRef<Language | undefined>(undefined);

  useEffect(() => {
    if (followed.current === accountLanguage) return;
    followed.current = accountLanguage;
    if (accountLanguage && accountLanguage !== language) void choose(accountLanguage);
  }, [accountLanguage, language, choose]);
}
