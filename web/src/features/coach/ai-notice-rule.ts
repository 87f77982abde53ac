/**
 * When the coach says it is an AI (California SB 243, New York GBL Article 47: at the start of
 * each conversation and again after 3 hours of use).
 *
 * The rule, from the times the conversation's messages were sent and the time now:
 * - the notice opens every conversation, above its first message (or alone, while it is empty),
 *   and counts as shown when the first message was sent;
 * - it is shown again before the first message sent 3 hours or more after it was last shown, and
 *   counts as shown then;
 * - in a tab left open, once 3 hours have passed since it was last shown, it appears again after
 *   the last message, where the next message sent will find it (that message then stands below
 *   it, and the notice counts as shown when it was sent).
 * Computed from the stored messages alone, so every device shows the same notices in the same
 * places, and a reload shows what was shown before it.
 */
export const AI_NOTICE_REPEAT_MS = 3 * 60 * 60 * 1000;

export interface AiNoticePlan {
  /** The indices of the messages a repeated notice is shown before. */
  repeatBefore: number[];
  /** A repeated notice after the last message: 3 hours have passed since the last one. */
  repeatAtEnd: boolean;
  /**
   * When the notice at the end is next due (ms since the epoch) if nothing more is sent; null
   * when it is shown already, or the conversation is empty (the opening notice stands alone).
   */
  nextDueAt: number | null;
}

/** Where the notice is repeated, for messages sent at `sentAt` (ms, in order), seen at `now`. */
export function planAiNotices(sentAt: readonly number[], now: number): AiNoticePlan {
  const repeatBefore: number[] = [];
  // A message without a readable time (none is stored so) places no notice and moves no clock.
  let lastShown: number | null = null;
  for (const [index, at] of sentAt.entries()) {
    if (!Number.isFinite(at)) continue;
    if (lastShown === null) lastShown = at;
    else if (at - lastShown >= AI_NOTICE_REPEAT_MS) {
      repeatBefore.push(index);
      lastShown = at;
    }
  }
  if (lastShown === null) return { repeatBefore, repeatAtEnd: false, nextDueAt: null };
  const dueAt = lastShown + AI_NOTICE_REPEAT_MS;
  const repeatAtEnd = now >= dueAt;
  return { repeatBefore, repeatAtEnd, nextDueAt: repeatAtEnd ? null : dueAt };
}
