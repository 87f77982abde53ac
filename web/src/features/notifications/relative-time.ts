import type { Language } from '../../i18n/languages';

interface RelativeTimeOptions {
  language: Language;
  /** Said for under a minute ('just now'). */
  justNow: string;
  now?: Date;
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * '5 minutes ago', 'yesterday' ('hace 5 minutos', 'ayer'), or `justNow` under a minute: in the
 * reader's language.
 */
export function relativeTime(
  iso: string,
  { language, justNow, now = new Date() }: RelativeTimeOptions,
): string {
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return '';
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return justNow;
}
