import { WEEKDAYS, type MedicationSchedule } from '@tend/contracts';
import type { MessageId } from '../../i18n/catalogue';
import type { MessageValues } from '../../i18n/format';
import type { Language } from '../../i18n/languages';
import { formatTimeOfDay } from './dose-time';

type Translate = (id: MessageId, values?: MessageValues) => string;

/** A list in the reader's language: "8:00 AM and 8:00 PM", "8:00 AM, 2:00 PM y 8:00 PM". */
function listOf(items: string[], language: Language): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/** The short name of a weekday (MO … SU) in the reader's language. */
export function weekdayName(day: (typeof WEEKDAYS)[number], language: Language): string {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day), 12));
  return new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(date);
}

/** "4 hours", "90 minutes" */
export function gapWords(minutes: number, t: Translate): string {
  return minutes % 60 === 0
    ? t('medications.gap.hours', { hours: minutes / 60 })
    : t('medications.gap.minutes', { minutes });
}

/**
 * When a medicine is taken, in a sentence: "Every day at 8:00 AM and 8:00 PM", "Mon and Thu at
 * 9:00 AM", "As needed, at least 4 hours apart".
 */
export function scheduleWords(
  schedule: MedicationSchedule,
  t: Translate,
  language: Language,
): string {
  if (schedule.kind === 'as-needed')
    return t('medications.schedule.asNeeded', { gap: gapWords(schedule.minimumGapMinutes, t) });
  const times = listOf(
    [...schedule.times].sort().map((time) => formatTimeOfDay(time, language)),
    language,
  );
  const when =
    !schedule.weekdays || schedule.weekdays.length === 7
      ? t('medications.schedule.everyDay', { times })
      : t('medications.schedule.onDays', {
          days: listOf(
            WEEKDAYS.filter((day) => schedule.weekdays?.includes(day)).map((day) =>
              weekdayName(day, language),
            ),
            language,
          ),
          times,
        });
  return schedule.minimumGapMinutes
    ? t('medications.schedule.withGap', { when, gap: gapWords(schedule.minimumGapMinutes, t) })
    : when;
}
