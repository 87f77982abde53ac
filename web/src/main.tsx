import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { readPrerenderedState, refreshAfterHydration, startAsRendered } from './app/prerendered';
import { loadFirstScreen, preloadFirstScreen } from './app/routes';
import { makeStore } from './app/store';
import { readStorage, StorageKeys } from './lib/storage';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

const store = makeStore();
const app = (
  <StrictMode>
    <App store={store} />
  </StrictMode>
);
const pathname = window.location.pathname;
const signedInHere = readStorage(StorageKeys.authToken) !== null;
const prerendered = readPrerenderedState(document);

if (prerendered && !(prerendered.visitorOnly && signedInHere)) {
  // The page arrived rendered (web/scripts/prerender.ts): React takes over the same markup, from
  // the state it was rendered with, once the screen's chunk is here (so nothing suspends).
  startAsRendered(store, prerendered.config);
  void loadFirstScreen(pathname, false)
    .catch(() => undefined) // a chunk that fails to arrive suspends and is fetched again
    .then(() => {
      hydrateRoot(container, app);
      refreshAfterHydration(store);
    });
} else {
  preloadFirstScreen(pathname, signedInHere);
  createRoot(container).render(app);
}
