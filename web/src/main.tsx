import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, SignedInShell } from './app/App';
import {
  readPrerenderedState,
  refreshAfterHydration,
  requestSettingsAndSession,
  signedInLanguage,
  startAsRendered,
} from './app/prerendered';
import { loadFirstScreen } from './app/routes';
import { makeStore } from './app/store';
import { keepQuestionTappedEarly } from './features/coach/early-question';
import { loadCatalogue } from './i18n/catalogue';
import { writeLanguageCookie, readLanguageCookie } from './i18n/language-cookie';
import { baseLanguage, isLanguage, preferredLanguage, type Language } from './i18n/languages';
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
// A shell the gateway sent for a session cookie (src/prerender/signed-in-shells.ts): someone is
// signed in, whether or not this tab holds her token.
const shell = prerendered?.signedInShell === true;
if (signedInHere || shell) SignedInShell.preload().catch(() => undefined);
if (shell) keepQuestionTappedEarly(container);

if (prerendered && !shell && !(prerendered.visitorOnly && signedInHere)) {
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
  const session = requestSettingsAndSession(store);
  const firstScreen = loadFirstScreen(pathname, signedInHere || shell).catch(() => undefined);
  // The first render is in the reader's language: its catalogue first (English is already here).
  const words = wordsIn(language);
  // Over a shell, the app draws once it knows who she is and has her screen's chunk (drawn sooner
  // it would put the sign-in check's spinner where her screen's frame was), in her account's
  // language, which it would otherwise switch to a moment later.
  const initial = shell
    ? Promise.all([words, session, firstScreen]).then(([ready]) => {
        const account = signedInLanguage(store);
        return account && account !== ready ? wordsIn(account) : ready;
      })
    : words;
  void initial.then((first) =>
    createRoot(container).render(
      <StrictMode>
        <App store={store} language={{ initial: first }} />
      </StrictMode>,
    ),
  );
}

/** `wanted` once its catalogue is here; English when it did not arrive, rather than nothing. */
function wordsIn(wanted: Language): Promise<Language> {
  return loadCatalogue(wanted).then(
    () => wanted,
    () => baseLanguage,
  );
}
