/** Words for the Devices list: how long ago, and which picture a device gets. */

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago", then the date. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 2 * DAY) return 'yesterday';
  if (elapsed < 7 * DAY) return plural(Math.floor(elapsed / DAY), 'day');
  return `on ${then.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })}`;
}

export type DeviceKind = 'phone' | 'tablet' | 'computer';

/** From the server's device name ("iPhone", "Samsung phone", "iPad", "Mac", "Unknown device"). */
export function deviceKind(device: string): DeviceKind {
  if (/ipad|tablet/i.test(device)) return 'tablet';
  if (/iphone|ipod|phone/i.test(device)) return 'phone';
  return 'computer';
}

/** "Safari on iPhone"; just the one that is known when the other is not. */
export function deviceTitle({ device, browser }: { device: string; browser: string }): string {
  const knownBrowser = browser !== 'Unknown browser';
  const knownDevice = device !== 'Unknown device';
  if (knownBrowser && knownDevice) return `${browser} on ${device}`;
  if (knownBrowser) return browser;
  return knownDevice ? device : 'Unknown device';
}
