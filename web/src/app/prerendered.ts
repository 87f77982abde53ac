import type { PublicConfig } from '@tend/contracts';
import type { Language } from '../i18n/languages';
import { authApi } from '../features/auth/auth.api';
import { configApi } from '../features/config/config.api';
import type { AppStore } from './store';

/** What a page rendered at build time was rendered with: the client starts from the same state. */
export interface PrerenderedState {
  config: PublicConfig;
  /** What a visitor sees at this address (the landing): someone signed in is shown another screen. */
  visitorOnly: boolean;
  /** The language it was rendered in: it hydrates in it (absent from pages built before Spanish). */
  language?: Language;
  /**
   * A signed-in screen's frame without her data (src/prerender/signed-in-shells.ts), sent because
   * the browser holds a session: the app draws in its place once it knows her, not hydrating it.
   */
  signedInShell?: boolean;
}

/** The id of the JSON block carrying a prerendered page's state (data only: never executed). */
export const prerenderedStateId = 'tend-prerendered';

/** The store as the page was rendered: the settings known, nobody signed in. */
export function startAsRendered(store: AppStore, config: PublicConfig): void {
  store.dispatch(
    configApi.util.upsertQueryEntries([
      { endpointName: 'getConfig', arg: undefined, value: config },
    ]),
  );
  store.dispatch(
    authApi.util.upsertQueryEntries([
      { endpointName: 'getCurrentUser', arg: undefined, value: null },
    ]),
  );
}

/** The state a prerendered page carries, or null for the plain app shell (index.html). */
export function readPrerenderedState(document: Document): PrerenderedState | null {
  const text = document.getElementById(prerenderedStateId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PrerenderedState;
  } catch {
    return null;
  }
}

/**
 * After hydrating, the settings and the session are asked for as an app started the usual way
 * asks: the page was rendered with the build's defaults (the support address, analytics) and for
 * a visitor. The page stays as it is while they load, and follows them if they differ.
 */
export function refreshAfterHydration(store: AppStore): void {
  void requestSettingsAndSession(store, { forceRefetch: true });
}

/**
 * The settings and the session, asked for now: the app shell asks at its first render, which on
 * a slow phone comes most of a second after the entry starts to run. Nothing is held by the call;
 * the screens that render subscribe to the same requests. Resolves once both have answered (or
 * failed).
 */
export async function requestSettingsAndSession(
  store: AppStore,
  options = { forceRefetch: false },
): Promise<void> {
  const once = { subscribe: false, ...options };
  await Promise.allSettled([
    store.dispatch(configApi.endpoints.getConfig.initiate(undefined, once)),
    store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, once)),
  ]);
}

/** The signed-in account's language, once the session has answered; undefined for a visitor. */
export function signedInLanguage(store: AppStore): Language | undefined {
  return authApi.endpoints.getCurrentUser.select(undefined)(store.getState()).data?.language;
}
