import type { InboxText } from '../activity/activity-messages';

/** What members read when someone posts an update about the person they care for. */
export function updatePostedNotice(authorName: string, recipientName: string): InboxText {
  return {
    type: 'other',
    title: `New update about ${recipientName}`,
    message: `${authorName} posted how ${recipientName} is doing. Open the care circle to read it.`,
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
