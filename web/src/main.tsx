import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, SignedInShell } from './app/App';
import { readPrerenderedState, refreshAfterHydration, startAsRendered } from './app/prerendered';
import { loadFirstScreen, preloadFirstScreen } from './app/routes';
import { makeStore } from './app/store';
import { loadCatalogue } from './i18n/catalogue';
import { baseLanguage, preferredLanguage } from './i18n/languages';
import { readStorage, StorageKeys } from './lib/storage';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const store = makeStore();
const language = preferredLanguage(readStorage(StorageKeys.language), navigator.languages);
const pathname = window.location.pathname;
const signedInHere = readStorage(StorageKeys.authToken) !== null;
const prerendered = readPrerenderedState(document);
if (signedInHere) SignedInShell.preload().catch(() => undefined);

if (prerendered && !(prerendered.visitorOnly && signedInHere)) {
  // The page arrived rendered (web/scripts/prerender.ts): React takes over the same markup, from
  // the state it was rendered with, once the screen's chunk is here (so nothing suspends). It was
  // rendered in English: it hydrates so, then turns to the reader's language once that is loaded.
  startAsRendered(store, prerendered.config);
  void loadFirstScreen(pathname, false)
    .catch(() => undefined) // a chunk that fails to arrive suspends and is fetched again
    .then(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App store={store} language={{ initial: baseLanguage, preferred: language }} />
        </StrictMode>,
      );
      refreshAfterHydration(store);
    });
} else {
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
