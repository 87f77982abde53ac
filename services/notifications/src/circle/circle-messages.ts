import type { TaskReminderWhen } from '@tend/contracts';
import type { InboxText } from '../activity/activity-messages';

/** What members read when someone posts an update about the person they care for. */
export function updatePostedNotice(authorName: string, recipientName: string): InboxText {
  return {
    type: 'other',
    title: `New update about ${recipientName}`,
    message: `${authorName} posted how ${recipientName} is doing. Open the care circle to read it.`,
  };
}

/** A member's daily digest: who posted about the person, how many times. */
export function updatesDigestNotice(
  recipientName: string,
  authors: readonly string[],
  count: number,
): InboxText {
  const who = [...new Set(authors)];
  const names =
    who.length <= 2
      ? who.join(' and ')
      : `${who.slice(0, 2).join(', ')} and ${who.length - 2} more`;
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
export function circleClosedNotice(recipientName: string): InboxText {
  return {
    type: 'alert',
    title: `${recipientName}’s care circle has closed`,
    message: `The care circle for ${recipientName} was closed because its owner deleted their Tend account. Its tasks and updates are no longer available.`,
  };
}

/** An occurrence's date and time as the member reads it, in their own zone ("Thursday, December 10 at 9:30 AM CST"). */
export function taskMoment(startsAt: string, timeZone: string): string {
  const at = new Date(startsAt);
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(at);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at);
  return `${day} at ${time}`;
}

/** A reminder of a task the member has: what, when (in their zone), where; never health information. */
export function taskReminderNotice(reminder: {
  when: TaskReminderWhen;
  title: string;
  recipientName: string;
  startsAt: string;
  timeZone: string;
  place: string | null;
}): InboxText {
  const lead = reminder.when === 'day-before' ? 'Tomorrow' : 'In an hour';
  const place = reminder.place ? ` at ${reminder.place}` : '';
  return {
    type: 'reminder',
    title: `${lead}: ${reminder.title}`,
    message: `You have “${reminder.title}” for ${reminder.recipientName} on ${taskMoment(reminder.startsAt, reminder.timeZone)}${place}.`,
  };
}
