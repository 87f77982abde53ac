import { BROWSER_TIME_ZONE } from './browser';

/**
 * A day as the web app writes it in the test browser, "November 28, 2026": in the browser's time
 * zone, for the day in this process's zone (TZ) differs from it for hours every day.
 */
export const longDate = (at: Date | string): string =>
  new Date(at).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: BROWSER_TIME_ZONE,
  });
