import { useCallback, useEffect, useState } from 'react';

/**
 * A quick question asked before her conversation is open (the welcome shows from the first paint,
 * while her list is still on its way): kept, and sent once it is open, rather than lost or sent
 * into a new chat of its own. Asked once it is open, it is sent at once.
 */
export function useAskOnceOpen(
  send: (question: string) => Promise<void>,
  open: boolean,
): (question: string) => void {
  const [waiting, setWaiting] = useState<string | null>(null);
  useEffect(() => {
    if (!open || waiting === null) return;
    setWaiting(null);
    void send(waiting);
  }, [open, waiting, send]);
  return useCallback(
    (question: string) => {
      if (open) void send(question);
      else setWaiting(question);
    },
    [open, send],
  );
}
