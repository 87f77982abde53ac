const day = 24 * 3600 * 1000;

export const CheckInEveryDays = 7;
export const AssessmentRetakeAfterDays = 30;

/** A weekly check-in is due a week after sign-up, then a week after the last one, while tips stay on. */
export function checkInDue(
  recipient: { tipNotifications: boolean; createdAt: Date; lastCheckInAt: Date | null },
  now: Date,
): boolean {
  if (!recipient.tipNotifications) return false;
  const since = recipient.lastCheckInAt ?? recipient.createdAt;
  return now.getTime() - since.getTime() >= CheckInEveryDays * day;
}

/** A retake reminder is due a month after the last assessment, once for each assessment. */
export function assessmentReminderDue(
  recipient: { lastAssessmentAt: Date | null; assessmentReminderFor: Date | null },
  now: Date,
): boolean {
  const last = recipient.lastAssessmentAt;
  if (!last) return false;
  if (recipient.assessmentReminderFor?.getTime() === last.getTime()) return false;
  return now.getTime() - last.getTime() >= AssessmentRetakeAfterDays * day;
}

/** Whole weeks since the epoch: picks the week's tip and keys its notification. */
export function weekNumber(now: Date): number {
  return Math.floor(now.getTime() / (7 * day));
}
