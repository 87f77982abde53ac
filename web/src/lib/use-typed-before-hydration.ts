import { useLayoutEffect, useRef } from 'react';

/**
 * A controlled field of a page rendered at build time (the sign-in form) keeps what was typed into
 * it before React took the page over: hydration leaves the typed text in the field while the
 * state still says '', and the next render would empty it (seen in a browser test on a busy
 * machine). On mount, text found in the field and not in the state becomes the state.
 */
export function useTypedBeforeHydration(value: string, onChange: (value: string) => void) {
  const field = useRef<HTMLInputElement>(null);
  const first = useRef({ value, onChange });
  useLayoutEffect(() => {
    const typed = field.current?.value;
    if (typed && typed !== first.current.value) first.current.onChange(typed);
  }, []);
  return field;
}
