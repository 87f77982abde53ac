import type { Language } from '../../i18n/languages';
import { addDays, dayIn } from '../../lib/calendar-day';

/** "8:00 AM" for a time of day `HH:mm`, in the reader's language (the wall clock, no zone). */
export function formatTimeOfDay(time: string, language: Language): string {
  const [hours, minutes] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)));
}

/** "8:05 AM": an instant's time in a time zone, in the reader's language. */
export function formatInstantTime(instant: string, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(instant));
}

/**
 * "8:05 AM" for an instant on `day` (`YYYY-MM-DD` in the zone), "Thu 9:40 PM" for one on another:
 * an as-needed medicine last given yesterday evening is not read as this evening.
 */
export function formatInstantOnDay(
  instant: string,
  day: string,
  timeZone: string,
  language: Language,
): string {
  const sameDay = dayIn(instant, timeZone) === day;
  return new Intl.DateTimeFormat(language, {
    ...(sameDay ? {} : { weekday: 'short' as const }),
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(instant));
}

/** Whether `value` is a day `YYYY-MM-DD` that the calendar has (an address may say anything). */
export function isDay(value: string | null): value is string {
  return (
    value !== null &&
    /^\d{4}-\d{2}-\d{2}$/.test(value) &&
    !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) &&
    addDays(value, 0) === value
  );
}

/** "Friday, November 27": a day `YYYY-MM-DD`, in the reader's language. */
export function formatDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** "Nov 27, 2026, 8:05 AM": when a change was made, in the reader's own zone. */
export function formatMoment(instant: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(instant),
  );
}

/** `HH:mm` of an instant in a time zone (what a time input shows). */
export function timeIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(instant);
}

/** How far a time zone is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant (ISO) a wall-clock `YYYY-MM-DDTHH:mm` names in a time zone: a late dose's real time,
 * typed as the recipient's clock showed it. Checked twice, so a day that changes clocks is right.
 */
export function instantOfWall(wall: string, timeZone: string): string {
  const [day, time] = wall.split('T');
  const [y, m, d] = day.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const guess = Date.UTC(y, m - 1, d, hh, mm);
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  return new Date(second).toISOString();
}
