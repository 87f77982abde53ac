import { useEffect, useState } from 'react';
import { DEFAULT_STATUS, statusTextAt } from './status-texts';

const TICK_MS = 250;

/** The rotating status text while `waiting`; 'Thinking...' otherwise. */
export function useStatusText(waiting: boolean, hasAttachments: boolean): string {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!waiting) {
      setStartedAt(null);
      return;
    }
    const start = Date.now();
    setStartedAt(start);
    setNow(start);
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [waiting]);

  if (!waiting || startedAt === null) return DEFAULT_STATUS;
  return statusTextAt(now - startedAt, hasAttachments);
}
