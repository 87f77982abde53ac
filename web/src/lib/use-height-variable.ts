import { useLayoutEffect, useRef } from 'react';

/**
 * Keeps a stylesheet variable on the document at the element's real height, as it changes: for a
 * fixed bar (the alpha banner, the bottom navigation) whose height grows when the browser's font
 * size makes its words wrap, so what sits beside it leaves that much room. The stylesheet's own
 * value holds until the page's script runs (and where there is no ResizeObserver).
 */
export function useHeightVariable<T extends HTMLElement>(variable: string) {
  const element = useRef<T>(null);
  useLayoutEffect(() => {
    const measured = element.current;
    if (!measured || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const measure = () =>
      root.setProperty(variable, `${measured.getBoundingClientRect().height}px`);
    const observer = new ResizeObserver(measure);
    observer.observe(measured);
    measure();
    return () => {
      observer.disconnect();
      root.removeProperty(variable);
    };
  }, [variable]);
  return element;
}
