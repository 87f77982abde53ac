import { useEffect } from 'react';
import { useLanguage } from '../../i18n/LanguageProvider';
import { useGetCurrentUserQuery } from './auth.api';

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
