import type { DeviceFacts, DeviceForm } from '@tend/contracts';

/** Words for the Devices list: how long ago, and which picture a device gets. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, in the reader's words (Settings' Devices gives them from the catalogues). */
export interface AgoWords {
  /** The locale dates older than a week are written in. */
  locale: string;
  justNow: string;
  yesterday: string;
  minutes: (count: number) => string;
  hours: (count: number) => string;
  days: (count: number) => string;
  on: (date: string) => string;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

const englishAgo: AgoWords = {
  locale: 'en-US',
  justNow: 'just now',
  yesterday: 'yesterday',
  minutes: (n) => plural(n, 'minute'),
  hours: (n) => plural(n, 'hour'),
  days: (n) => plural(n, 'day'),
  on: (date) => `on ${date}`,
};

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago", then the date. */
export function timeAgo(iso: string, now: Date = new Date(), words: AgoWords = englishAgo): string {
  const then = new Date(iso);
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return words.justNow;
  if (elapsed < HOUR) return words.minutes(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return words.hours(Math.floor(elapsed / HOUR));
  if (elapsed < 2 * DAY) return words.yesterday;
  if (elapsed < 7 * DAY) return words.days(Math.floor(elapsed / DAY));
  return words.on(
    then.toLocaleDateString(words.locale, { month: 'short', day: 'numeric', year: 'numeric' }),
  );
}

export type DeviceKind = 'phone' | 'tablet' | 'computer';

/** Which picture a device gets: a computer's when it cannot be told. */
export function deviceKind({ kind }: DeviceFacts): DeviceKind {
  return kind === 'unknown' ? 'computer' : kind;
}

/** A device's values for the catalogues' `settings.devices.device` and `browserOn` messages. */
export function deviceNameValues(form: DeviceForm, { model, maker }: DeviceFacts) {
  return { form, model: model ?? '', maker: maker ?? '' };
}
