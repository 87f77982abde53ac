import { createElement, lazy, useState, type ComponentType } from 'react';
import { withWords } from '../i18n/catalogue';

/** A screen in a chunk of its own that can be fetched before the app asks for it. */
export interface LazyScreen<P extends object = object> {
  (props: P): ReturnType<typeof createElement>;
  /** Starts fetching the screen's chunk (once); resolves when it is ready. */
  preload(): Promise<void>;
}

/**
 * Like React.lazy, but a screen whose chunk arrived before it was first shown renders at once:
 * no suspense, so React's hold on revealing a suspended screen (300 ms) is not paid. Its chunk
 * counts as arrived once its words are here in the language shown (`withWords`).
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= withWords(load()).then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined; // a dropped connection on a phone: the next attempt fetches again
        throw error;
      },
    ));
  const Suspending = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Screen(props: P) {
    // Chosen once per mount: switching component type later would remount the screen and lose
    // what the caregiver had typed.
    const [ready] = useState(() => loaded);
    return createElement(ready ?? Suspending, props);
  }
  return Object.assign(Screen, { preload });
}
