import { useCallback, useSyncExternalStore } from 'react';

/** A desktop's width (above 1024 px at the default text size): the side navigation's, and more. */
export const DESKTOP_QUERY = '(min-width: 64.0625em)';

/** Whether the media query matches now, following it as the window changes; false where unknown. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
