import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CurrentUser, PublicConfig } from '@tend/contracts';
import { AppShell } from '../app/App';
import { makeStore } from '../app/store';
import { TendTheme } from '../app/TendTheme';
import { SupportProvider } from '../features/support/support-context';
import { LanguageProvider } from '../i18n/LanguageProvider';
import type { Language } from '../i18n/languages';
import { ToastViewport } from '../features/toasts/ToastViewport';
import { aConfig } from './factories';
import { installFetch, type Responder } from './fetch-mock';

export interface AppSetup {
  route?: string;
  config?: Partial<PublicConfig>;
  /** The signed-in user, or null for a visitor (401). */
  user?: CurrentUser | null;
  routes?: Record<string, Responder>;
  /** The language the screens move to once its catalogue is loaded (English when not given). */
  language?: Language;
}

/**
 * `GET /api/auth/user` for the test's user: a test in a language signs in someone whose account
 * speaks it (the account's language wins over the device's, features/auth/account-language.ts).
 */
function userAnswer(user: CurrentUser | null, language: Language | undefined): Responder {
  if (!user) return { status: 401, text: 'Unauthorized' };
  return { json: language ? { ...user, language } : user };
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** The whole app (real store, real routes) at a path, with the API answered by a fetch double. */
export function renderApp({
  route = '/',
  config,
  user = null,
  routes = {},
  language,
}: AppSetup = {}) {
  const http = installFetch({
    'GET /api/config': { json: aConfig(config) },
    'GET /api/auth/user': userAnswer(user, language),
    ...routes,
  });
  const store = makeStore();
  const utils = render(
    <Provider store={store}>
      <TendTheme>
        <LanguageProvider preferred={language}>
          <MemoryRouter initialEntries={[route]}>
            <AppShell />
            <LocationProbe />
          </MemoryRouter>
        </LanguageProvider>
      </TendTheme>
    </Provider>,
  );
  return { ...utils, store, http };
}

/** One component inside the app's providers (store, theme, router, support, toasts). */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    config,
    user = null,
    routes = {},
    path = '*',
    language,
  }: AppSetup & { path?: string } = {},
) {
  const http = installFetch({
    'GET /api/config': { json: aConfig(config) },
    'GET /api/auth/user': userAnswer(user, language),
    ...routes,
  });
  const store = makeStore();
  const utils = render(
    <Provider store={store}>
      <TendTheme>
        <LanguageProvider preferred={language}>
          <MemoryRouter initialEntries={[route]}>
            <SupportProvider>
              <Routes>
                <Route path={path} element={ui} />
              </Routes>
              <LocationProbe />
              <ToastViewport />
            </SupportProvider>
          </MemoryRouter>
        </LanguageProvider>
      </TendTheme>
    </Provider>,
  );
  return { ...utils, store, http };
}
