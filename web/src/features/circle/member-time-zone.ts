import type { Circle } from '@tend/contracts';
import { browserTimeZone } from '../../lib/time-zone';

/** The time zone a member reads times in: theirs if set in the circle, else this device's. */
export function memberTimeZone(circle: Circle): string {
  return circle.yourSettings.timeZone ?? browserTimeZone();
}
