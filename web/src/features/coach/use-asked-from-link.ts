import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The longest question a link may put in the message box. */
const MAX_ASKED = 500;

/**
 * `/ai-coach?ask=…` (a check-in's result links so): the question waits in the message box for her
 * to send or change, and leaves the address, so a reload or Back does not put it there again.
 */
export function useAskedFromLink(putInBox: (question: string) => void): void {
  const [params, setParams] = useSearchParams();
  const asked = params.get('ask');
  useEffect(() => {
    if (asked === null) return;
    const question = asked.trim().slice(0, MAX_ASKED);
    if (question) putInBox(question);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('ask');
        return next;
      },
      { replace: true },
    );
  }, [asked, putInBox, setParams]);
}
