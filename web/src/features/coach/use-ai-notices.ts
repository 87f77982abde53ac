import { useEffect, useMemo, useState } from 'react';
import { planAiNotices, type AiNoticePlan } from './ai-notice-rule';

/** setTimeout's longest delay; a later time is waited for in steps. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/**
 * Where the conversation repeats its AI notice (ai-notice-rule.ts), now and as time passes: in a
 * tab left open, the notice appears at the end the moment it is due.
 */
export function useAiNotices(messages: readonly { createdAt?: string }[]): AiNoticePlan {
  const sentAt = useMemo(
    () => messages.map((m) => (m.createdAt ? Date.parse(m.createdAt) : Number.NaN)),
    [messages],
  );
  const [now, setNow] = useState(() => Date.now());
  const plan = useMemo(() => planAiNotices(sentAt, now), [sentAt, now]);

  const { nextDueAt } = plan;
  useEffect(() => {
    if (nextDueAt === null) return;
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.min(Math.max(0, nextDueAt - Date.now()), LONGEST_DELAY_MS),
    );
    return () => clearTimeout(timer);
  }, [nextDueAt]);

  // A tab in the background, or a computer asleep, may run its timers late: looked at again, the
  // screen is brought up to date at once.
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible') setNow(Date.now());
    };
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, []);

  return plan;
}
