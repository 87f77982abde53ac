import type { EventPayload } from '@tend/contracts';
import type { CircleDoseMissed, CircleDoseReminderDue, CircleRefillDue } from '@tend/contracts';
import type { InboxText } from '../activity/activity-messages';
import { withArticle } from './spanish-time';

/** The languages a notice is written in (notifications will pick the person's). */
export type NoticeLanguage = 'en' | 'es-US';

/** A dose's time as the member reads it, in a zone ("8:00 AM", "8:00 a.m."). */
export function doseTime(dueAt: string, timeZone: string, language: NoticeLanguage): string {
  return new Intl.DateTimeFormat(language, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(dueAt));
}

/** A day as the member reads it ("Friday, December 11", "viernes, 11 de diciembre"). */
function dayWords(day: string, language: NoticeLanguage): string {
  return new Intl.DateTimeFormat(language, {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${day}T12:00:00Z`));
}

type Reminder = EventPayload<typeof CircleDoseReminderDue>;
type Missed = EventPayload<typeof CircleDoseMissed>;
type Refill = EventPayload<typeof CircleRefillDue>;

/** Each notice in English and in Spanish (usted), side by side. */
const texts: Record<
  NoticeLanguage,
  {
    reminder: (e: Reminder, time: string) => InboxText;
    missed: (e: Missed, time: string) => InboxText;
    refill: (e: Refill, day: string) => InboxText;
  }
> = {
  en: {
    reminder: (e, time) => ({
      type: 'reminder',
      title: `Time for ${e.recipientName}’s ${e.medicationName}`,
      message: `${e.medicationName} (${e.doseText}) is due at ${time}. When it is given or skipped, log it in Tend so the family knows.`,
    }),
    missed: (e, time) => ({
      type: 'alert',
      title: `${e.recipientName}’s ${time} ${e.medicationName} was not logged`,
      message: `Nobody has logged ${e.medicationName} (${e.doseText}), due at ${time}, as given or skipped. Please check with whoever is with ${e.recipientName}, then log it in Tend.`,
    }),
    refill: (e, day) => ({
      type: 'reminder',
      title: `Time to refill ${e.recipientName}’s ${e.medicationName}`,
      message: `${e.medicationName} should be refilled by ${day}${e.pharmacy ? ` (${e.pharmacy})` : ''}. Once it is, update the supply on hand in Tend.`,
    }),
  },
  'es-US': {
    reminder: (e, time) => ({
      type: 'reminder',
      title: `Hora de la dosis de ${e.recipientName}: ${e.medicationName}`,
      message: `Toca ${e.medicationName} (${e.doseText}) a ${withArticle(time)}. Cuando se dé la dosis, o si no se da, anótelo en Tend para que la familia lo sepa.`,
    }),
    missed: (e, time) => ({
      type: 'alert',
      title: `Nadie anotó la dosis de ${withArticle(time)} de ${e.recipientName}: ${e.medicationName}`,
      message: `Nadie ha anotado si se dio o no la dosis de ${e.medicationName} (${e.doseText}) de ${withArticle(time)}. Pregunte a quien esté con ${e.recipientName} y luego anótelo en Tend.`,
    }),
    refill: (e, day) => ({
      type: 'reminder',
      title: `Hay que resurtir una medicina de ${e.recipientName}: ${e.medicationName}`,
      message: `Hay que resurtir ${e.medicationName} a más tardar el ${day}${e.pharmacy ? ` (${e.pharmacy})` : ''}. Cuando la tenga, actualice en Tend cuántas dosis quedan.`,
    }),
  },
};

export function doseReminderNotice(event: Reminder, language: NoticeLanguage = 'en'): InboxText {
  return texts[language].reminder(event, doseTime(event.dueAt, event.timeZone, language));
}

/** The missed-dose notice, with the time in the circle's zone (members may live elsewhere). */
export function doseMissedNotice(event: Missed, language: NoticeLanguage = 'en'): InboxText {
  return texts[language].missed(event, doseTime(event.dueAt, event.timeZone, language));
}

export function refillNotice(event: Refill, language: NoticeLanguage = 'en'): InboxText {
  return texts[language].refill(event, dayWords(event.refillBy, language));
}
