import { WEEKDAYS, type VisitSummary } from '@tend/contracts';
import type { Language } from '../../i18n/languages';
import type { MessageId } from '../../i18n/catalogue';

type Translate = (id: MessageId, values?: Record<string, string | number>) => string;
type Schedule = VisitSummary['medications'][number]['schedule'];

/** A wall-clock `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm` of the circle, read as the same wall clock here. */
const wall = (local: string) => new Date(local.length === 10 ? `${local}T12:00:00` : local);

export const dayText = (local: string, language: Language) =>
  wall(local).toLocaleDateString(language, { month: 'long', day: 'numeric', year: 'numeric' });

export const dayTimeText = (local: string, language: Language) =>
  wall(local).toLocaleString(language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** "08:00" as "8:00 AM" (English) or "8:00 a. m." (Spanish). */
const timeText = (hhmm: string, language: Language) =>
  wall(`2026-01-05T${hhmm}`).toLocaleTimeString(language, { hour: 'numeric', minute: '2-digit' });

/** A list in the reader's language: "8:00 AM and 8:00 PM". */
const listText = (items: string[], language: Language) =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(items);

// 2026-01-05 was a Monday: WEEKDAYS[i] is that day plus i.
const weekdayText = (day: (typeof WEEKDAYS)[number], language: Language) =>
  new Date(2026, 0, 5 + WEEKDAYS.indexOf(day)).toLocaleDateString(language, { weekday: 'long' });

/** "45 minutes", "4 hours" in the reader's language. */
const gapText = (minutes: number, language: Language) =>
  minutes % 60 === 0
    ? new Intl.NumberFormat(language, { style: 'unit', unit: 'hour', unitDisplay: 'long' }).format(
        minutes / 60,
      )
    : new Intl.NumberFormat(language, {
        style: 'unit',
        unit: 'minute',
        unitDisplay: 'long',
      }).format(minutes);

/** When a medicine is taken, in words. */
export function scheduleText(schedule: Schedule, t: Translate, language: Language): string {
  if (schedule.kind === 'as-needed')
    return t('careLog.visit.schedule.asNeeded', {
      gap: gapText(schedule.minimumGapMinutes, language),
    });
  const times = listText(
    schedule.times.map((time) => timeText(time, language)),
    language,
  );
  if (!schedule.weekdays) return t('careLog.visit.schedule.daily', { times });
  const days = listText(
    schedule.weekdays.map((day) => weekdayText(day, language)),
    language,
  );
  return t('careLog.visit.schedule.days', { times, days });
}
