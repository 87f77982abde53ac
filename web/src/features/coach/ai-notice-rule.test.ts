import { AI_NOTICE_REPEAT_MS, planAiNotices } from './ai-notice-rule';

const T0 = Date.parse('2026-01-05T09:00:00.000Z');
const minutes = (n: number) => T0 + n * 60_000;
const hours = (n: number) => minutes(n * 60);

describe('planAiNotices: the AI notice opens each conversation and comes back after 3 hours', () => {
  it('is 3 hours', () => {
    expect(AI_NOTICE_REPEAT_MS).toBe(10_800_000);
  });

  it.each([
    {
      case: 'an empty conversation: the opening notice alone, however long it is open',
      sentAt: [],
      now: hours(10),
      plan: { repeatBefore: [], repeatAtEnd: false, nextDueAt: null },
    },
    {
      case: 'one message just sent: due again 3 hours after it',
      sentAt: [T0],
      now: minutes(1),
      plan: { repeatBefore: [], repeatAtEnd: false, nextDueAt: hours(3) },
    },
    {
      case: 'a chat of two and a half hours: no repeat yet',
      sentAt: [T0, minutes(1), minutes(90), minutes(150)],
      now: minutes(151),
      plan: { repeatBefore: [], repeatAtEnd: false, nextDueAt: hours(3) },
    },
    {
      case: 'a tab left open: one minute short of 3 hours, not yet',
      sentAt: [T0, minutes(1)],
      now: hours(3) - 60_000,
      plan: { repeatBefore: [], repeatAtEnd: false, nextDueAt: hours(3) },
    },
    {
      case: 'a tab left open: at 3 hours exactly, after the last message',
      sentAt: [T0, minutes(1)],
      now: hours(3),
      plan: { repeatBefore: [], repeatAtEnd: true, nextDueAt: null },
    },
    {
      case: 'a message sent exactly 3 hours after the notice: the notice stands before it',
      sentAt: [T0, minutes(1), hours(3), hours(3) + 60_000],
      now: hours(3) + 120_000,
      plan: { repeatBefore: [2], repeatAtEnd: false, nextDueAt: hours(6) },
    },
    {
      case: 'a message sent a few seconds short of 3 hours: no repeat before it',
      sentAt: [T0, hours(3) - 5_000],
      now: hours(3) - 4_000,
      plan: { repeatBefore: [], repeatAtEnd: false, nextDueAt: hours(3) },
    },
    {
      case: 'a conversation taken up again the next day: before its first new message',
      sentAt: [T0, minutes(1), hours(26), hours(26) + 30_000],
      now: hours(26) + 60_000,
      plan: { repeatBefore: [2], repeatAtEnd: false, nextDueAt: hours(29) },
    },
    {
      case: 'counted from the last notice, not the first message: 2h + 2h is one repeat',
      sentAt: [T0, hours(2), hours(4), hours(6)],
      now: hours(6) + 60_000,
      plan: { repeatBefore: [2], repeatAtEnd: false, nextDueAt: hours(7) },
    },
    {
      case: 'a long day of use: before each first message 3 hours after the last notice',
      sentAt: [T0, hours(1), hours(3.5), hours(5), hours(6), hours(9.5)],
      now: hours(9.5),
      plan: { repeatBefore: [2, 5], repeatAtEnd: false, nextDueAt: hours(12.5) },
    },
    {
      case: 'an old conversation opened again: repeated at its end, and before nothing else',
      sentAt: [T0, minutes(1)],
      now: hours(48),
      plan: { repeatBefore: [], repeatAtEnd: true, nextDueAt: null },
    },
    {
      case: 'an unreadable time never places a notice',
      sentAt: [T0, Number.NaN, minutes(2)],
      now: minutes(3),
      plan: { repeatBefore: [], repeatAtEnd: false, nextDueAt: hours(3) },
    },
    {
      case: 'no readable time at all: the opening notice alone',
      sentAt: [Number.NaN, Number.NaN],
      now: hours(10),
      plan: { repeatBefore: [], repeatAtEnd: false, nextDueAt: null },
    },
    {
      case: 'the first readable time opens the count',
      sentAt: [Number.NaN, hours(1), hours(4)],
      now: hours(4),
      plan: { repeatBefore: [2], repeatAtEnd: false, nextDueAt: hours(7) },
    },
  ])('$case', ({ sentAt, now, plan }) => {
    expect(planAiNotices(sentAt, now)).toEqual(plan);
  });
});
