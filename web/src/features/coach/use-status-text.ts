import { useEffect, useState } from 'react';
import { useT } from '../../i18n/LanguageProvider';
import { DEFAULT_STATUS, statusMessageId, statusTextAt } from './status-texts';

const TICK_MS = 250;

/** The rotating status text while `waiting`; 'Thinking...' otherwise: in the reader's language. */
export function useStatusText(waiting: boolean, hasAttachments: boolean): string {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const t = useT();

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

  if (!waiting || startedAt === null) return t(statusMessageId(DEFAULT_STATUS));
  return t(statusMessageId(statusTextAt(now - startedAt, hasAttachments)));
}
