import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/** How long a restored place may wait for a lazily loaded screen to grow tall enough. */
const RestoreForMs = 1500;

/** Where each visited entry of the tab's history was scrolled to, by its location key. */
const places = new Map<string, number>();

function restore(top: number): void {
  const until = performance.now() + RestoreForMs;
  const attempt = () => {
    window.scrollTo({ top, left: 0 });
    if (Math.abs(window.scrollY - top) > 1 && performance.now() < until)
      requestAnimationFrame(attempt);
  };
  attempt();
}

/**
 * A new screen opens at its top; Back and Forward return to where the person was on that screen.
 * A link to a place on a page (`#contact-support`) is left to the page.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigation = useNavigationType();
  const shownKey = useRef(location.key);

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    // Kept as the person scrolls: by the time a navigation is seen, the next screen has replaced
    // this one and the window may already be clamped to its height.
    const remember = () => places.set(shownKey.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  useLayoutEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    if (location.hash) return;
    if (navigation === NavigationType.Pop) restore(places.get(location.key) ?? 0);
    else window.scrollTo({ top: 0, left: 0 });
  }, [location.key, location.hash, navigation]);
}
