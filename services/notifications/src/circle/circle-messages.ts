import { DefaultLanguage, type Language, type TaskReminderWhen } from '@tend/contracts';
import type { InboxText } from '../inbox/localized-notice';
import { withArticle } from './spanish-time';

/** What members read when someone posts an update about the person they care for. */
export function updatePostedNotice(
  authorName: string,
  recipientName: string,
  language: Language = DefaultLanguage,
): InboxText {
  return language === 'es-US'
    ? {
        type: 'other',
        title: `Noticias sobre ${recipientName}`,
        message: `${authorName} contó cómo está ${recipientName}. Abra el círculo de cuidado para leerlo.`,
      }
    : {
        type: 'other',
        title: `New update about ${recipientName}`,
        message: `${authorName} posted how ${recipientName} is doing. Open the care circle to read it.`,
      };
}

/** "Ana", "Ana and Luis", "Ana, Luis and 2 more", in the reader's language. */
function authorNames(authors: readonly string[], language: Language): string {
  const who = distinct(authors);
  const and = language === 'es-US' ? 'y' : 'and';
  if (who.length <= 2) return who.join(` ${and} `);
  const more = language === 'es-US' ? 'más' : 'more';
  return `${who.slice(0, 2).join(', ')} ${and} ${who.length - 2} ${more}`;
}

/** Each writer once, in the order they first wrote. */
function distinct(authors: readonly string[]): string[] {
  return [...new Set(authors)];
}

/** A member's daily digest: who posted about the person, how many times. */
export function updatesDigestNotice(
  recipientName: string,
  authors: readonly string[],
  count: number,
  language: Language = DefaultLanguage,
): InboxText {
  const names = authorNames(authors, language);
  if (language === 'es-US') {
    // Spanish verbs agree with the writers: "Ana compartió 3 noticias", "Ana y Luis compartieron".
    const shared = distinct(authors).length === 1 ? 'compartió' : 'compartieron';
    return {
      type: 'other',
      title: `Hoy en el círculo de cuidado de ${recipientName}`,
      message:
        count === 1
          ? `${names} contó cómo está ${recipientName}.`
          : `${names} ${shared} ${count} noticias sobre cómo está ${recipientName}.`,
    };
  }
  return {
    type: 'other',
    title: `Today in ${recipientName}’s care circle`,
    message:
      count === 1
        ? `${names} posted an update about how ${recipientName} is doing.`
        : `${names} posted ${count} updates about how ${recipientName} is doing.`,
  };
}

/** What members read when a circle closes because its owner deleted their account. */
export function circleClosedNotice(
  recipientName: string,
  language: Language = DefaultLanguage,
): InboxText {
  return language === 'es-US'
    ? {
        type: 'alert',
        title: `El círculo de cuidado de ${recipientName} se cerró`,
        message: `El círculo de cuidado de ${recipientName} se cerró porque la persona que lo creó eliminó su cuenta de Tend. Sus tareas y noticias ya no están disponibles.`,
      }
    : {
        type: 'alert',
        title: `${recipientName}’s care circle has closed`,
        message: `The care circle for ${recipientName} was closed because its owner deleted their Tend account. Its tasks and updates are no longer available.`,
      };
}

/** An occurrence's date and time as the member reads it, in their own zone ("Thursday, December 10 at 9:30 AM CST"). */
export function taskMoment(
  startsAt: string,
  timeZone: string,
  language: Language = DefaultLanguage,
): string {
  const at = new Date(startsAt);
  const locale = language === 'es-US' ? 'es-US' : 'en-US';
  const day = new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
  return language === 'es-US' ? `el ${day} a ${withArticle(time)}` : `${day} at ${time}`;
}

/** A reminder of a task the member has: what, when (in their zone), where; never health information. */
export function taskReminderNotice(
  reminder: {
    when: TaskReminderWhen;
    title: string;
    recipientName: string;
    startsAt: string;
    timeZone: string;
    place: string | null;
  },
  language: Language = DefaultLanguage,
): InboxText {
  const moment = taskMoment(reminder.startsAt, reminder.timeZone, language);
  if (language === 'es-US') {
    const lead = reminder.when === 'day-before' ? 'Mañana' : 'En una hora';
    const place = reminder.place ? ` en ${reminder.place}` : '';
    return {
      type: 'reminder',
      title: `${lead}: ${reminder.title}`,
      message: `Usted tiene “${reminder.title}” para ${reminder.recipientName} ${moment}${place}.`,
    };
  }
  const lead = reminder.when === 'day-before' ? 'Tomorrow' : 'In an hour';
  const place = reminder.place ? ` at ${reminder.place}` : '';
  return {
    type: 'reminder',
    title: `${lead}: ${reminder.title}`,
    message: `You have “${reminder.title}” for ${reminder.recipientName} on ${moment}${place}.`,
  };
}
