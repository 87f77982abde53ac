/**
 * Scrolls just enough for `el` to show whole above the bottom navigation (fixed over the page), if
 * it does not yet: after an answer is chosen, Next comes into view without being held over the
 * answers. Instant when the reader asks for less motion.
 */
export function bringAboveNavigation(el: HTMLElement | null): void {
  if (!el) return;
  // Above 1024 px the same navigation stands at the side, from the top: then nothing covers the
  // window's bottom.
  const nav = document.querySelector('.bottom-nav')?.getBoundingClientRect();
  const atBottom = nav !== undefined && nav.height > 0 && nav.top > window.innerHeight / 2;
  const limit = atBottom ? nav.top : window.innerHeight;
  const below = el.getBoundingClientRect().bottom - limit;
  if (below <= 0) return;
  const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
  window.scrollBy({ top: below + 12, behavior: still ? 'instant' : 'smooth' });
}
