import type { AppDispatch } from '../../app/store';
import { routeMutation } from '../../app/api-routes';
import { textIn } from '../../i18n/LanguageProvider';
import type { Language } from '../../i18n/languages';
import { toastAdded } from '../toasts/toast.slice';
import '../../i18n/parts/account'; // the words of a failed save (account-language.ts)
import { authApi } from './auth.api';

// Loaded only when someone signed in changes the language: the landing's first download stays small.
const accountLanguageApi = authApi.injectEndpoints({
  endpoints: (build) => ({ setAccountLanguage: build.mutation(routeMutation('setLanguage')) }),
});

/**
 * Saves the language with the account and writes it into the cached user (nothing refetched);
 * says so, in the language just chosen, when it could not be saved.
 */
export async function saveAccountLanguage(
  dispatch: AppDispatch,
  language: Language,
): Promise<void> {
  try {
    const saved = await dispatch(
      accountLanguageApi.endpoints.setAccountLanguage.initiate({ language }),
    ).unwrap();
    dispatch(
      authApi.util.updateQueryData('getCurrentUser', undefined, (current) => {
        if (current) current.language = saved.language;
      }),
    );
  } catch {
    const t = textIn(language); // the screens show it now, though their words may not yet
    dispatch(
      toastAdded({
        id: Date.now() * 1000,
        title: t('language.saveFailedTitle'),
        description: t('language.saveFailed'),
        variant: 'destructive',
      }),
    );
  }
}
