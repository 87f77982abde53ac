import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return window.matchMedia(QUERY).matches;
}

/**
 * A page rendered at build time, and its hydration, are still: the first time antd sees motion
 * off it wraps the whole tree in a provider of its own, which after hydration would remount (and
 * repaint) the page. Turning motion on later only changes that provider's value.
 */
const renderedAtBuildTime = () => true;

/** Whether the person has asked their device for less motion; follows a change while open. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, renderedAtBuildTime);
}
