import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps a stylesheet variable on the document at the element's real height, as it changes: for a
 * fixed bar (the alpha banner, the bottom navigation) whose height grows when the browser's font
 * size makes its words wrap, so what sits beside it leaves that much room. The stylesheet's own
 * value holds until the page's script runs (and where there is no ResizeObserver).
 *
 * The height is read from the observer's entries, which the browser delivers after laying the page
 * out, and written only when it changed: asking for it while React commits forced a layout of the
 * whole page of its own (0.1 s on a slow phone, before Home's first paint), and each write
 * restyles the whole document.
 */
export function useHeightVariable<T extends HTMLElement>(variable: string) {
  const element = useRef<T>(null);
  useLayoutEffect(() => {
    const measured = element.current;
    if (!measured || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    let written = '';
    const observer = new ResizeObserver(([entry]) => {
      const height = `${entry.borderBoxSize?.[0]?.blockSize ?? entry.target.getBoundingClientRect().height}px`;
      if (height === written) return;
      written = height;
      root.setProperty(variable, height);
    });
    observer.observe(measured);
    return () => {
      observer.disconnect();
      root.removeProperty(variable);
    };
  }, [variable]);
  return element;
}
