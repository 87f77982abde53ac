import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Whether the element's content is taller than the element (cut off by its max-height), measured
 * while `active` after every render (its content may grow, as a streamed answer does) and as the
 * window resizes it. Keeps its last answer while inactive.
 */
export function useOverflows(element: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [overflows, setOverflows] = useState(false);
  useLayoutEffect(() => {
    const measured = element.current;
    if (!active || !measured) return;
    const measure = () => setOverflows(measured.scrollHeight > measured.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(measured);
    return () => observer.disconnect();
  });
  return overflows;
}
