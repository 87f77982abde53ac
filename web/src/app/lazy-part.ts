import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { withWords } from '../i18n/catalogue';

/** A part of a screen in a chunk of its own, fetched once the screen has painted. */
export interface LazyPart<P extends object> {
  (props: P): ReactNode;
  /** Starts fetching the part's chunk (once); resolves when it is ready. */
  preload(): Promise<void>;
}

/**
 * A part a screen can paint without (a renderer, a menu, a dialog): until its chunk is here the
 * screen shows `fallback` in its place (nothing, or a plainer rendering of the same content), and
 * the part asks for its chunk after it is first drawn, so the fetch never delays the first paint.
 * Unlike a lazy screen it never suspends: a chunk lost on a dropped connection leaves the fallback
 * in place (the next time the part is drawn fetches it again) rather than an error screen.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: (props: P) => ReactNode = () => null,
): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchPart = () =>
    (loading ??= withWords(load()).then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  function Part(props: P): ReactNode {
    const [Loaded, setLoaded] = useState(() => loaded);
    useEffect(() => {
      if (Loaded) return;
      let mounted = true;
      fetchPart().then(
        (component) => {
          if (mounted) setLoaded(() => component);
        },
        () => undefined, // the fallback stays; the next time the part is drawn asks again
      );
      return () => {
        mounted = false;
      };
    }, [Loaded]);
    return Loaded ? createElement(Loaded, props) : fallback(props);
  }
  return Object.assign(Part, { preload: () => fetchPart().then(() => undefined) });
}
