import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { withWords } from '../../i18n/catalogue';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { Language } from '../../i18n/languages';
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
      const save = await withWords(import('./save-account-language')).catch(() => undefined);
      await save?.saveAccountLanguage(dispatch, language);
    },
    [choose, signedIn, dispatch],
  );
}
