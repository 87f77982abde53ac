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

/** From the server's device name ("iPhone", "Samsung phone", "iPad", "Mac", "Unknown device"). */
export function deviceKind(device: string): DeviceKind {
  if (/ipad|tablet/i.test(device)) return 'tablet';
  if (/iphone|ipod|phone/i.test(device)) return 'phone';
  return 'computer';
}

/** A kind of device in the reader's words: with its maker ("Linux computer") or alone ("Phone"). */
export interface DeviceKindWords {
  of: (kind: DeviceKind, maker: string) => string;
  alone: (kind: DeviceKind) => string;
}

/**
 * The server names a device in English ("Linux computer", "Samsung phone", "Tablet"): its kind's
 * word in the reader's language; a model ("iPhone", "Mac", "Chromebook") stays as it is.
 */
export function deviceName(device: string, words?: DeviceKindWords): string {
  const named = /^(?:(.+) )?(computer|phone|tablet)$/i.exec(device);
  if (!words || !named?.[2]) return device;
  const kind = named[2].toLowerCase() as DeviceKind;
  return named[1] ? words.of(kind, named[1]) : words.alone(kind);
}

/** "Safari on iPhone"; just the one that is known when the other is not. */
export function deviceTitle(
  { device, browser }: { device: string; browser: string },
  words: {
    on: (browser: string, device: string) => string;
    unknown: string;
    kinds?: DeviceKindWords;
  } = {
    on: (browser, device) => `${browser} on ${device}`,
    unknown: 'Unknown device',
  },
): string {
  const knownBrowser = browser !== 'Unknown browser';
  const knownDevice = device !== 'Unknown device';
  const name = deviceName(device, words.kinds);
  if (knownBrowser && knownDevice) return words.on(browser, name);
  if (knownBrowser) return browser;
  return knownDevice ? name : words.unknown;
}
