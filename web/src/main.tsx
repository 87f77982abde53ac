import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, SignedInShell } from './app/App';
import {
  readPrerenderedState,
  refreshAfterHydration,
  requestSettingsAndSession,
  startAsRendered,
} from './app/prerendered';
import { loadFirstScreen, preloadFirstScreen } from './app/routes';
import { makeStore } from './app/store';
import { loadCatalogue } from './i18n/catalogue';
import { writeLanguageCookie, readLanguageCookie } from './i18n/language-cookie';
import { baseLanguage, isLanguage, preferredLanguage } from './i18n/languages';
import { readStorage, StorageKeys } from './lib/storage';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const store = makeStore();
const chosen = readStorage(StorageKeys.language);
const language = preferredLanguage(chosen, navigator.languages);
// A choice made before the server could hear of it: told now, for the next page it renders.
if (isLanguage(chosen) && readLanguageCookie() !== chosen) writeLanguageCookie(chosen);
const pathname = window.location.pathname;
const signedInHere = readStorage(StorageKeys.authToken) !== null;
const prerendered = readPrerenderedState(document);
if (signedInHere) SignedInShell.preload().catch(() => undefined);

if (prerendered && !(prerendered.visitorOnly && signedInHere)) {
  // The page arrived rendered (web/scripts/prerender.ts) in the language the gateway chose by the
  // same rule (the tend_lang cookie, else Accept-Language): React takes over the same markup, in
  // that language and from the state it was rendered with, once the screen's chunk and that
  // language's catalogue are here (so nothing suspends and no word changes on hydration).
  const rendered = prerendered.language ?? baseLanguage;
  startAsRendered(store, prerendered.config);
  void Promise.all([
    loadFirstScreen(pathname, false).catch(() => undefined), // a chunk that fails suspends and is fetched again
    loadCatalogue(rendered).catch(() => undefined),
  ]).then(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <App store={store} language={{ initial: rendered, preferred: language }} />
      </StrictMode>,
    );
    refreshAfterHydration(store);
  });
} else {
  requestSettingsAndSession(store);
  preloadFirstScreen(pathname, signedInHere);
  // The first render is in the reader's language: its catalogue first (English is already here).
  void loadCatalogue(language)
    .then(
      () => language,
      () => baseLanguage, // the Spanish chunk did not arrive: English rather than nothing
    )
    .then((initial) =>
      createRoot(container).render(
        <StrictMode>
          <App store={store} language={{ initial }} />
        </StrictMode>,
      ),
    );
}
