import { useLanguage } from '../../i18n/LanguageProvider';

/**
 * An entry's or a correction's moment in words, in the reader's own time zone (the device's, as
 * Intl takes it): "Thu, Nov 26, 11:04 PM".
 */
export function useEntryTime(): (iso: string) => string {
  const { language } = useLanguage();
  const format = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return (iso: string) => format.format(new Date(iso));
}
