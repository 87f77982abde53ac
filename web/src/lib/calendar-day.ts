/** The day an instant falls on in a time zone, `YYYY-MM-DD` (en-CA writes dates that way). */
export function dayIn(instant: Date | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(instant));
}

/**
 * The day `days` after (or before, when negative) a day `YYYY-MM-DD`, on the calendar (counted at
 * noon UTC, where no day is skipped or repeated).
 */
export function addDays(day: string, days: number): string {
  const noon = new Date(`${day}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() + days);
  return noon.toISOString().slice(0, 10);
}
